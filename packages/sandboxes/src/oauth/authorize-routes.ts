import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendPage } from '../lib/send-page';
import { renderConsentPage } from './consent-page';
import { fieldsOf } from './form';
import { type Brand, type PageProblem, renderErrorPage } from './page';
import { type PresetPerson, readConsent, type SandboxPerson } from './people';
import { withQuery } from './redirect';

/** An authorize request that passed the provider's checks. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  /** Echoed untouched; absent stays absent. */
  state?: string;
  nonce?: string;
}

export type CheckedRequest =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; problem: PageProblem };

/** A refused authorize request: the problem shows on the provider's page. */
export const refuse = (problem: PageProblem): CheckedRequest => ({ ok: false, problem });

/** How a provider words its refusal of each check that every authorize request goes through. */
export interface BasicRefusals {
  /** Another app key than the sandbox's. */
  clientId(received: string): PageProblem;
  /** An address the app has not registered. */
  redirectUri(received: string): PageProblem;
  /** Another flow than the authorization code. */
  responseType(received: string): PageProblem;
}

/**
 * The checks every provider makes first, in this order: its app key, the registered redirect
 * address, the authorization code flow. Answers the first refusal, or the request with the app
 * key and the address.
 */
export function checkBasics(
  fields: Record<string, string>,
  app: { clientId: string; redirectUris: string[] },
  refusals: BasicRefusals,
): CheckedRequest {
  const clientId = fields.client_id ?? '';
  if (clientId !== app.clientId) return refuse(refusals.clientId(clientId));
  const redirectUri = fields.redirect_uri ?? '';
  if (!app.redirectUris.includes(redirectUri)) return refuse(refusals.redirectUri(redirectUri));
  if (fields.response_type !== 'code') {
    return refuse(refusals.responseType(fields.response_type ?? ''));
  }
  return { ok: true, request: { clientId, redirectUri } };
}

/** What differs between the providers' authorize endpoints. */
export interface AuthorizeFlow {
  /** `/oauth/authorize` (Kakao), `/oauth2.0/authorize` (Naver). */
  path: string;
  brand: Brand;
  people: readonly PresetPerson[];
  /** Naver also takes the authorize request as a POST. */
  acceptsPost: boolean;
  check(fields: Record<string, string>): CheckedRequest;
  /** Stores a one-time code for the consent and returns it. */
  issueCode(request: AuthorizeRequest, person: SandboxPerson): string;
}

const DENIED = { error: 'access_denied', error_description: 'User denied access' };

function requestFields(request: AuthorizeRequest): Record<string, string> {
  const fields: Record<string, string> = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
  };
  if (request.state !== undefined) fields.state = request.state;
  if (request.nonce !== undefined) fields.nonce = request.nonce;
  return fields;
}

const withState = (request: AuthorizeRequest): Record<string, string> =>
  request.state === undefined ? {} : { state: request.state };

/**
 * The authorize page and its consent form. Every problem with the request itself is shown
 * here and never redirected: only a registered redirect URI ever receives a code or an error.
 */
export function registerAuthorizeRoutes(app: FastifyInstance, flow: AuthorizeFlow): void {
  const consentAction = `${app.prefix}${flow.path}/consent`;

  const showConsent = (
    reply: FastifyReply,
    status: number,
    request: AuthorizeRequest,
    retry?: { problems: string[]; submitted: Record<string, string> },
  ) =>
    sendPage(
      reply,
      status,
      renderConsentPage({
        brand: flow.brand,
        action: consentAction,
        hidden: requestFields(request),
        redirectUri: request.redirectUri,
        people: flow.people,
        ...(retry ?? {}),
      }),
      [request.redirectUri],
    );

  const start = async (fields: Record<string, string>, reply: FastifyReply) => {
    const checked = flow.check(fields);
    if (!checked.ok) return sendPage(reply, 400, renderErrorPage(flow.brand, checked.problem));
    return showConsent(reply, 200, checked.request);
  };

  app.get(flow.path, (request, reply) => start(fieldsOf(request.query), reply));
  if (flow.acceptsPost) {
    app.post(flow.path, (request, reply) =>
      start({ ...fieldsOf(request.query), ...fieldsOf(request.body) }, reply),
    );
  }

  app.post(`${flow.path}/consent`, async (request, reply) => {
    const fields = fieldsOf(request.body);
    // The form travelled through the browser: check the request again before redirecting.
    const checked = flow.check(fields);
    if (!checked.ok) return sendPage(reply, 400, renderErrorPage(flow.brand, checked.problem));
    const authorize = checked.request;

    if (fields.decision === 'deny') {
      return reply.redirect(
        withQuery(authorize.redirectUri, { ...DENIED, ...withState(authorize) }),
        303,
      );
    }
    const consent =
      fields.decision === 'allow'
        ? readConsent(fields, flow.people)
        : { ok: false as const, problems: ['동의 또는 취소를 고르세요.'] };
    if (!consent.ok) {
      return showConsent(reply, 400, authorize, { problems: consent.problems, submitted: fields });
    }
    const code = flow.issueCode(authorize, consent.value);
    return reply.redirect(withQuery(authorize.redirectUri, { code, ...withState(authorize) }), 303);
  });
}
