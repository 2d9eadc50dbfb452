export const isFormRequest = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** A parsed query or form as plain strings; a repeated name keeps its first value. */
export function fieldsOf(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return fields;
  for (const [name, raw] of Object.entries(value)) {
    const first: unknown = Array.isArray(raw) ? raw[0] : raw;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/** The Bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
