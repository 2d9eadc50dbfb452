import {
  IMPORT_MAX_BYTES,
  type ImportKind,
  importUploadFieldsSchema,
} from '@shop/contract/admin-transfers';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { transferMessages } from './messages';
import type { UploadedFile } from './service';
import { fileError } from './sheet-reader';

const FILE_FIELD = 'file';

/** Reads an import's form: its `kind` field and its one `file`, refused when too large. */
export async function readUploadForm(
  request: FastifyRequest,
): Promise<{ kind: ImportKind; file: UploadedFile }> {
  if (!request.isMultipart()) throw new HttpError(415, transferMessages.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === FILE_FIELD && part.filename && !file) {
        file = { name: part.filename, data: await part.toBuffer() };
      } else await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileError(transferMessages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw fileError(transferMessages.oneFile);
    throw error;
  }
  const parsed = importUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    throw new HttpError(422, [
      { loc: ['body', 'kind'], msg: transferMessages.badKind, type: 'enum' },
    ]);
  }
  if (!file) throw fileError(transferMessages.noFile);
  return { kind: parsed.data.kind, file };
}
