import { checkoutConfigSchema } from '@shop/contract/checkout-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';

export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';
/** Where the Toss sandbox plugin (mounted at `/sandbox/toss`) serves its fake SDK. */
export const SANDBOX_TOSS_SDK_PATH = '/sandbox/toss/sdk.js';

/** The public checkout settings: the widget client key (never the secret) and the SDK to load. */
export const checkoutConfigRoutes: FastifyPluginAsyncZod<{
  toss: Config['toss'];
  postcode: Config['postcode'];
}> = async (app, { toss, postcode }) => {
  const answer = {
    toss_client_key: toss.clientKey,
    toss_sdk_url: toss.sandbox ? SANDBOX_TOSS_SDK_PATH : TOSS_SDK_URL,
    sandbox: toss.sandbox,
    postcode_script_url: postcode.scriptUrl,
  };

  app.get(
    '/v1/config/checkout',
    {
      schema: {
        tags: ['payment'],
        summary:
          '주문서 설정 (토스 결제위젯 클라이언트 키, 불러올 SDK와 우편번호 검색 스크립트 주소; 로그인 불필요)',
        response: { 200: checkoutConfigSchema },
      },
    },
    async () => answer,
  );
};
