import type { ValidationIssue } from '@shop/contract/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { clientErrorOfDatabase } from '../lib/db-errors';
import { HttpError } from '../lib/errors';

export const SERVER_ERROR = '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';
const NOT_FOUND = '요청하신 주소를 찾을 수 없습니다.';

/** Fastify's request parts, named as FastAPI names them in `loc`. */
const locRoot: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Korean text for the client errors Fastify raises itself (bad JSON, wrong media type, …). */
function clientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '지원하지 않는 요청 형식입니다.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return '요청 본문이 너무 큽니다.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '요청 본문이 올바른 JSON이 아닙니다.';
    default:
      return error.statusCode === 404 ? NOT_FOUND : '잘못된 요청입니다.';
  }
}

/** One place turns every failure into a FastAPI-style `{detail}` body; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const root = locRoot[error.validationContext ?? 'body'] ?? 'body';
      const detail: ValidationIssue[] = error.validation.map((issue) => ({
        loc: [root, ...issue.instancePath.split('/').filter(Boolean)],
        msg: issue.message ?? '',
        type: issue.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.code(500).send({ detail: SERVER_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: clientErrorText(error) });
    }
    const refused = clientErrorOfDatabase(error);
    if (refused) {
      // A value no request schema caught: the caller hears why, the log keeps the gap visible.
      request.log.warn({ err: error }, 'database refused the input');
      return reply.code(refused.statusCode).send({ detail: refused.detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: SERVER_ERROR });
  });
}

export const notFoundBody = { detail: NOT_FOUND };
