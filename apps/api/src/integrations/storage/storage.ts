/** Where uploaded and generated files live: local disk by default, or an S3-compatible bucket. */
export interface FileStorage {
  /**
   * Stores `data` under `key` (e.g. 'items/12/<uuid>-800x1000.jpg') and answers its URL: a path
   * under /uploads/ on local disk (and for private files everywhere), else an absolute address.
   */
  put(key: string, data: Buffer | string, contentType: string): Promise<string>;
  /** Removes the file of a URL `put` answered (either form); any other URL is left alone. */
  remove(url: string): Promise<void>;
  /** Throws when files cannot be stored now (readiness). */
  check?(): Promise<void>;
  /** Set when the files are kept in object storage rather than on this machine's disk. */
  remote?: RemoteFiles;
}

/** How the shop sends a browser to files kept in object storage. */
export interface RemoteFiles {
  /** The absolute address a public file of `key` is served from (the CDN or the bucket). */
  publicUrl(key: string): string;
  /** A short-lived address of a private file of `key`, answered by the bucket itself. */
  signedUrl(key: string): Promise<string>;
}
