import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { injectFetch } from '../lib/inject-fetch';
import type { OptionalItem } from './people';

/** Test support: a sandbox plugin on a bare Fastify, listening on a free local port. */
export interface RunningSandbox {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** `http://127.0.0.1:<port><prefix>`: the client's auth and API base URL. */
  baseUrl: string;
}

export async function startSandbox(
  plugin: FastifyPluginAsync,
  prefix: string,
): Promise<RunningSandbox> {
  const app = Fastify();
  await app.register(plugin, { prefix });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return { app, origin, baseUrl: `${origin}${prefix}` };
}

/** The same on a bare Fastify reached in process: `fetch` is what the sandbox answers. */
export async function openSandbox(
  plugin: FastifyPluginAsync,
  prefix: string,
): Promise<RunningSandbox & { fetch: typeof fetch }> {
  const app = Fastify();
  await app.register(plugin, { prefix });
  await app.ready();
  const origin = 'http://oauth.sandbox.test';
  return { app, origin, baseUrl: `${origin}${prefix}`, fetch: injectFetch(app) };
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e] ?? e);

/** What a browser would post from the consent page: its action and hidden fields. */
export function readConsentForm(html: string): { action: string; hidden: Record<string, string> } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no consent form in: ${html.slice(0, 300)}`);
  const hidden: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    hidden[match[1] ?? ''] = unescapeHtml(match[2] ?? '');
  }
  return { action: unescapeHtml(action), hidden };
}

export interface ConsentChoice {
  /** A preset's key (`minji`, `seojun`, `haneul`) or `custom`. Default `minji`. */
  person?: string;
  decision?: 'allow' | 'deny';
  typed?: { nickname?: string; email?: string; name?: string; phone?: string };
  /** Items to uncheck; all are checked otherwise, as on the page. */
  refuse?: OptionalItem[];
}

export function consentFields(
  hidden: Record<string, string>,
  choice: ConsentChoice = {},
): Record<string, string> {
  const fields: Record<string, string> = {
    ...hidden,
    person: choice.person ?? 'minji',
    ...choice.typed,
    decision: choice.decision ?? 'allow',
  };
  for (const item of ['email', 'name', 'phone'] as const) {
    if (!choice.refuse?.includes(item)) fields[`agree_${item}`] = 'on';
  }
  return fields;
}

export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

/** Opens the authorize URL like a browser and answers its consent page; returns the redirect. */
export async function consent(authorizeUrl: string, choice?: ConsentChoice): Promise<Response> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`authorize answered ${page.status}: ${html}`);
  const { action, hidden } = readConsentForm(html);
  return postForm(new URL(action, authorizeUrl).toString(), consentFields(hidden, choice));
}

/** The consent's redirect target, with the code it carries. */
export async function authorize(authorizeUrl: string, choice?: ConsentChoice) {
  const response = await consent(authorizeUrl, choice);
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  const code = location.searchParams.get('code');
  if (response.status !== 303 || !code) {
    throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  }
  return { code, state: location.searchParams.get('state'), location };
}

/** The error a promise rejects with, checked to be of `type`. */
export async function failure<E extends Error>(
  call: Promise<unknown>,
  type: new (...args: never[]) => E,
): Promise<E> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof type)) throw new Error(`expected a ${type.name}, got ${String(error)}`);
  return error;
}
