/**
 * A multipart body as a browser's FormData sends it (fields, then files); `json` undefined sends
 * no JSON field.
 */
export function multipartBody(
  json: unknown,
  files: { name: string; data: Uint8Array; type?: string }[] = [],
  field = 'qna_creation_request',
  filesField = 'qna_creation_images',
) {
  const form = new FormData();
  if (json !== undefined) form.append(field, JSON.stringify(json));
  for (const file of files) {
    form.append(filesField, new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  }
  return form;
}

/** Serializes FormData for Fastify's inject (which takes a string or buffer payload). */
export async function encodeForm(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** A 1×1 PNG. */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
