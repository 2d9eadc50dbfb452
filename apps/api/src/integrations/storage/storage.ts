/** Where uploaded and generated files live; local disk by default, object storage later. */
export interface FileStorage {
  /** Stores `data` under `key` (e.g. 'items/12/<uuid>-800x1000.jpg') and answers its public URL. */
  put(key: string, data: Buffer | string, contentType: string): Promise<string>;
  remove(url: string): Promise<void>;
  /** Throws when files cannot be stored now (readiness). */
  check?(): Promise<void>;
}
