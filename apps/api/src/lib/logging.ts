import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { isDriverError } from './db-errors';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: standard output unless a test hands in its own stream. */
export interface LogStream {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/** Fields that hold secrets or personal data, wherever they appear in a logged object. */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'password',
  'new_password',
  'confirm_password',
  'passwordHash',
  'password_hash',
  'token',
  'access_token',
  'refresh_token',
  'secret_token',
  'verification_token',
  'paymentKey',
  'phone',
  'phone_num',
  'recipient_phone',
  'email',
  'address',
  'detail_address',
  'post_code',
  'recipient_name',
  'params',
  'body',
];

const SENSITIVE = new Set(SENSITIVE_KEYS);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

function withoutSensitive(fields: Record<string, unknown>, depth: number): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    let kept = value;
    if (SENSITIVE.has(key)) kept = REDACTED;
    else if (depth === 0 && isPlainObject(value)) kept = withoutSensitive(value, 1);
    if (kept !== value) {
      out ??= { ...fields };
      out[key] = kept;
    }
  }
  return out ?? fields;
}

/**
 * A logged object with its sensitive fields replaced, at the top and one level down
 * (`{ body: … }`, `{ headers: … }`). Objects that are not plain (a request, an error) are left
 * to their serializers, which keep only safe fields. Done here rather than with pino's `redact`,
 * which re-read its paths on every line and request: a third of a cached answer's work.
 */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return withoutSensitive(fields, 0);
}

/** The URL with every query value left out: searches and provider keys are not for the log. */
export function urlWithoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = new Set(new URLSearchParams(url.slice(start + 1)).keys());
  const query = [...names].map((name) => `${encodeURIComponent(name)}=${REDACTED}`).join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** Quoted parts of a database message (values, mostly) unless they are one of its identifiers. */
function maskQuoted(message: string, keep: unknown[]): string {
  return message.replace(/"([^"]*)"/g, (whole, inner: string) =>
    keep.includes(inner) ? whole : `"${REDACTED}"`,
  );
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/**
 * An error as the log shows it: its kind, a message and stack without data, its code and its
 * causes. Drizzle puts the query's parameters into its message and the drivers put values into
 * `detail`, `where` and `params`: none of that is kept.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a value that is not an Error was thrown', stack: '' };
  }
  const fields = error as Error & Record<string, unknown>;
  const database = isDriverError(error) ? fields : undefined;
  // PGlite's error class has a minified name: both drivers' errors read as DatabaseError.
  const type = database ? 'DatabaseError' : error.constructor?.name || error.name || 'Error';
  const out: Record<string, unknown> = { type };

  let message = error.message;
  if (error instanceof DrizzleQueryError) {
    message = `Failed query: ${error.query}`;
  } else if (database) {
    message = maskQuoted(
      error.message,
      DATABASE_FIELDS.map((k) => database[k]),
    );
    for (const key of DATABASE_FIELDS) {
      if (database[key] !== undefined) out[key] = database[key];
    }
  }
  out.message = message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  out.stack = [`${type}: ${message}`, ...frames].join('\n');
  if (!database) {
    if (typeof fields.code === 'string') out.code = fields.code;
    if (typeof fields.statusCode === 'number') out.statusCode = fields.statusCode;
  }
  if (error.cause !== undefined && depth < 5) out.cause = serializeError(error.cause, depth + 1);
  return out as SerializedError;
}

/** An error as one line of text for the console, kept as clean as the log keeps it. */
export function describeError(error: unknown): string {
  return JSON.stringify(serializeError(error));
}

/** What a request line carries: no headers, no body, no query values. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The shop's logger settings: in production, in development and in the tests that read logs. */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream && { stream }),
    formatters: { log: redactFields, bindings: redactFields },
    serializers: {
      req: serializeRequest as (request: unknown) => Record<string, unknown>,
      err: serializeError,
    },
    hooks: {
      // `log.error(error)` would print the raw message as `msg`: log it as `err` instead.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error && typeof rest[0] !== 'string') {
          return method.call(this, { err: first } as never, serializeError(first).type);
        }
        return method.apply(this, args);
      },
    },
  };
}
