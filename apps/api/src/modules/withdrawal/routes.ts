import { withdrawalPreviewSchema, withdrawalRequestSchema } from '@shop/contract/withdrawal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, routesByCaller } from '../../lib/route-schemas';
import { memberOf } from '../../plugins/auth';
import type { FailureLimits } from '../../plugins/failure-limits';
import type { WithdrawalService } from './service';

/** 회원 탈퇴 from My Page: what is lost, then the withdrawal itself. */
export const withdrawalRoutes: FastifyPluginAsyncZod<{
  withdrawal: WithdrawalService;
  guesses: FailureLimits;
}> = async (app, { withdrawal, guesses }) => {
  const { memberRoute } = routesByCaller(app, 'users');

  app.get(
    '/v1/users/me/withdrawal',
    memberRoute('회원 탈퇴 안내: 확인 방법, 소멸될 적립금·쿠폰, 진행 중인 주문', {
      response: ok(withdrawalPreviewSchema, 401),
    }),
    async (request) => withdrawal.preview(memberOf(request).id),
  );

  app.post(
    '/v1/users/me/withdrawal',
    memberRoute(
      '회원 탈퇴 (비밀번호 또는 소셜 계정은 동의로 확인; 진행 중인 주문이 없어야 함; 적립금 소멸, 개인정보 삭제, 모든 로그인 종료)',
      {
        body: withdrawalRequestSchema,
        response: ok(z.object({ message: z.string() }), 401, 403, 409, 422, 429),
      },
    ),
    // It checks the password, so its failures count like the other guesses at one.
    async (request) => {
      const memberId = memberOf(request).id;
      return guesses.guard('password-check', { ip: request.ip, account: String(memberId) }, () =>
        withdrawal.withdraw(memberId, request.body),
      );
    },
  );
};
