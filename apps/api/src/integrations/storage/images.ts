import { fileTypeFromBuffer } from 'file-type';

export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxFiles: 5 } as const;

export type ImageKind = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
  ext: 'jpg' | 'png' | 'webp' | 'gif';
};

const KINDS: Record<string, ImageKind> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  // An animated PNG is a PNG file: every browser shows it, and its first frame otherwise.
  apng: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  gif: { mime: 'image/gif', ext: 'gif' },
};

/**
 * The image type of `data` judged by its content (file-type), ignoring the file name and the
 * declared type; undefined for anything else (SVG, HTML, scripts, PDFs, …).
 */
export async function detectImage(data: Uint8Array): Promise<ImageKind | undefined> {
  try {
    const type = await fileTypeFromBuffer(data);
    return type ? KINDS[type.ext] : undefined;
  } catch {
    // A file the detector cannot even read is not an image we want to store.
    return undefined;
  }
}

export const imageMessages = {
  notImage: (name: string) => `${name}: JPG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.`,
  tooLarge: (name: string) => `${name}: 5MB 이하의 이미지만 올릴 수 있습니다.`,
  tooMany: `이미지는 ${IMAGE_LIMITS.maxFiles}장까지 올릴 수 있습니다.`,
};
