import { adminItemMessages, ITEM_IMAGE_FIELD } from '@shop/contract/admin-catalog';
import type { FastifyRequest } from 'fastify';
import {
  detectImage,
  IMAGE_LIMITS,
  type ImageKind,
  imageMessages,
} from '../../integrations/storage/images';
import { HttpError } from '../../lib/errors';

export interface ImageUpload {
  name: string;
  data: Buffer;
  kind: ImageKind;
}

const invalid = (msg: string) =>
  new HttpError(422, [{ loc: ['body', ITEM_IMAGE_FIELD], msg, type: 'value_error' }]);

/** Reads the product images of a multipart form, each checked by content and size. */
export async function readImageForm(request: FastifyRequest): Promise<ImageUpload[]> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'multipart/form-data 형식으로 보내주세요.');
  }
  const files: { name: string; data: Buffer }[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === ITEM_IMAGE_FIELD && part.filename) {
        if (files.length === IMAGE_LIMITS.maxFiles) throw invalid(imageMessages.tooMany);
        files.push({ name: part.filename, data: await part.toBuffer() });
      } else if (part.type === 'file') {
        await part.toBuffer();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid(imageMessages.tooLarge(files.length ? '이미지' : '첫 이미지'));
    }
    throw error;
  }
  if (files.length === 0) throw invalid(adminItemMessages.noImages);
  const images: ImageUpload[] = [];
  for (const file of files) {
    if (file.data.length > IMAGE_LIMITS.maxBytes) throw invalid(imageMessages.tooLarge(file.name));
    const kind = await detectImage(file.data);
    if (!kind) throw invalid(imageMessages.notImage(file.name));
    images.push({ name: file.name, data: file.data, kind });
  }
  return images;
}
