import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { type AlimTalkBox, sandboxAlimTalkRoutes } from './alimtalk/routes';
import { createKakaoSandbox } from './kakao/index';
import { type MailBox, sandboxMailRoutes } from './mail/routes';
import { createNaverSandbox } from './naver/index';
import { postcodeSandbox } from './postcode/index';
import { createTossSandbox, type TossSandbox, type TossSandboxOptions } from './toss/index';

export type { AlimTalkBox, SentAlimTalk } from './alimtalk/routes';
export type { KakaoSandbox } from './kakao/index';
export type { MailBox, OutboxMail } from './mail/routes';
export type { NaverSandbox } from './naver/index';
export type { TossSandbox, TossSandboxOptions } from './toss/index';

export interface SandboxesOptions {
  /** Runs before every sandbox request, e.g. a loopback-only guard. */
  guard?: onRequestHookHandler;
  /** The outbox page at `/sandbox/mail` (JSON) and `/sandbox/mail/view`. */
  outbox: MailBox;
  /** What the AlimTalk stand-in recorded, at `/sandbox/alimtalk` (JSON) and `…/view`. */
  alimTalk?: AlimTalkBox;
  /** Toss Payments at `/sandbox/toss`; off when undefined. */
  toss?: TossSandboxOptions;
  /** Kakao Login at `/sandbox/kakao`, with its registered redirect addresses; off when undefined. */
  kakao?: { redirectUris: string[] };
  /** Naver Login at `/sandbox/naver`; off when undefined. */
  naver?: { redirectUris: string[] };
  /** The postcode widget at `/sandbox/postcode`. */
  postcode: boolean;
}

/**
 * Mounts the chosen sandboxes under `/sandbox/*` in one scope, so that the guard covers each of
 * them; answers the Toss sandbox (when mounted) for the shop's tests to look into.
 */
export async function registerSandboxes(
  app: FastifyInstance,
  options: SandboxesOptions,
): Promise<{ toss: TossSandbox | undefined }> {
  const toss = options.toss ? createTossSandbox(options.toss) : undefined;
  await app.register(async (sandboxes) => {
    if (options.guard) sandboxes.addHook('onRequest', options.guard);
    await sandboxes.register(sandboxMailRoutes, {
      prefix: '/sandbox',
      list: () => options.outbox.list(),
    });
    if (options.alimTalk) {
      const box = options.alimTalk;
      await sandboxes.register(sandboxAlimTalkRoutes, {
        prefix: '/sandbox',
        list: () => box.list(),
      });
    }
    if (toss) await sandboxes.register(toss.plugin, { prefix: '/sandbox/toss' });
    if (options.postcode)
      await sandboxes.register(postcodeSandbox, { prefix: '/sandbox/postcode' });
    if (options.kakao) {
      const kakao = createKakaoSandbox({ redirectUris: options.kakao.redirectUris });
      await sandboxes.register(kakao.plugin, { prefix: '/sandbox/kakao' });
    }
    if (options.naver) {
      const naver = createNaverSandbox({ redirectUris: options.naver.redirectUris });
      await sandboxes.register(naver.plugin, { prefix: '/sandbox/naver' });
    }
  });
  return { toss };
}
