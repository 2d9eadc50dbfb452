import { forbiddenTextAt } from '@shop/contract/input-rules';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  detectImage,
  IMAGE_LIMITS,
  type ImageKind,
  imageMessages,
} from '../integrations/storage/images';
import { forbiddenTextError } from '../plugins/input-guard';
import { HttpError } from './errors';

const invalid = (field: string, msg: string, type = 'value_error') =>
  new HttpError(422, [{ loc: ['body', field], msg, type }]);

export interface ImageUpload {
  data: Buffer;
  kind: ImageKind;
}

/** The names of a form's JSON field and of its image files. */
export interface ImageFormFields {
  json: string;
  files: string;
  /** What the JSON field holds, for the message when it is not JSON (게시글 정보, 신청 정보). */
  jsonName: string;
  /** A form may leave the JSON field out: it then counts as `{}`. */
  jsonOptional?: boolean;
}

/**
 * Reads a multipart form: the JSON field, checked with `schema`, and its images, each checked
 * by content and size before anything is stored.
 */
export async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  fields: ImageFormFields,
): Promise<{ input: z.output<S>; images: ImageUpload[] }> {
  const { json: JSON_FIELD, files: FILES_FIELD } = fields;
  if (!request.isMultipart()) {
    throw new HttpError(415, 'multipart/form-data 형식으로 보내주세요.');
  }
  let json: string | undefined;
  const files: { name: string; data: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === JSON_FIELD) json = String(part.value);
      } else if (part.fieldname === FILES_FIELD && part.filename) {
        if (files.length === IMAGE_LIMITS.maxFiles)
          throw invalid(FILES_FIELD, imageMessages.tooMany);
        files.push({ name: part.filename, data: await part.toBuffer() });
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid(FILES_FIELD, imageMessages.tooLarge(files.length ? '이미지' : '첫 이미지'));
    }
    throw error;
  }

  let parsed: unknown;
  try {
    parsed = json === undefined && fields.jsonOptional ? {} : JSON.parse(json ?? '');
  } catch {
    throw invalid(
      JSON_FIELD,
      `${fields.jsonName}(${JSON_FIELD})가 올바른 JSON이 아닙니다.`,
      'json_invalid',
    );
  }
  const forbiddenAt = forbiddenTextAt(parsed);
  if (forbiddenAt) throw forbiddenTextError(['body', JSON_FIELD, ...forbiddenAt]);
  const result = schema.safeParse(parsed);
  if (!result.success) {
    throw new HttpError(
      422,
      result.error.issues.map((i) => ({
        loc: ['body', JSON_FIELD, ...i.path.map(String)],
        msg: i.message,
        type: i.code,
      })),
    );
  }

  const images: ImageUpload[] = [];
  for (const file of files) {
    if (file.data.length > IMAGE_LIMITS.maxBytes)
      throw invalid(FILES_FIELD, imageMessages.tooLarge(file.name));
    const kind = await detectImage(file.data);
    if (!kind) throw invalid(FILES_FIELD, imageMessages.notImage(file.name));
    images.push({ data: file.data, kind });
  }
  return { input: result.data, images };
}
