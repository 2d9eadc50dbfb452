import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_LIMITS, imageMessages } from '../../integrations/storage/images';
import { HttpError } from '../../lib/errors';
import { readImageForm } from '../../lib/image-form';

export type { ImageUpload } from '../../lib/image-form';

export const JSON_FIELD = 'qna_creation_request';
export const FILES_FIELD = 'qna_creation_images';

/** A post form (multipart): its JSON field and its images (lib/image-form). */
export const readPostForm = <S extends z.ZodType>(request: FastifyRequest, schema: S) =>
  readImageForm(request, schema, { json: JSON_FIELD, files: FILES_FIELD, jsonName: '게시글 정보' });

/** 422 unless the post ends with at most the allowed number of images. */
export function assertImageCount(count: number) {
  if (count > IMAGE_LIMITS.maxFiles)
    throw new HttpError(422, [
      { loc: ['body', FILES_FIELD], msg: imageMessages.tooMany, type: 'value_error' },
    ]);
}
