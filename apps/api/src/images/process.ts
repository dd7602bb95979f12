/**
 * Image checks and re-encoding. What a file is comes from decoding its content with sharp, never
 * from its name or declared type; everything kept is a fresh JPEG (metadata such as EXIF and GPS is
 * dropped). SVG is refused: it is a document, not pixels.
 */
import { IMAGE_SIZES } from '@hearth/data';
import sharp from 'sharp';

/** Formats accepted as uploads (by decoded content). */
export const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression-bomb guard: 40 megapixels is far above any camera headshot. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The kept copy is at most this many pixels on its longer side. */
export const MASTER_MAX_PX = 1024;
/** The square renditions kept of every image: the contract's IMAGE_SIZES (227, 130, 50, 30). */
export const RENDITION_SIZES: readonly number[] = Object.values(IMAGE_SIZES);

export class NotAnImageError extends Error {
  constructor() {
    super('The file is not an image. Choose a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF picture.');
  }
}

export type ProcessedImage = {
  master: Buffer;
  width: number;
  height: number;
  /** Square crops keyed by their pixel size (227, 130, 50, 30). */
  renditions: Map<number, Buffer>;
};

const open = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  try {
    const metadata = await open(input).metadata();
    format = metadata.width && metadata.height ? metadata.format : undefined;
  } catch {
    throw new NotAnImageError();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError();
  try {
    const master = await open(input)
      .resize({ width: MASTER_MAX_PX, height: MASTER_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      master: master.data,
      width: master.info.width,
      height: master.info.height,
      renditions: await squareRenditions(master.data),
    };
  } catch {
    // Headers that parse but pixels that do not (truncated or corrupt files).
    throw new NotAnImageError();
  }
}

export async function squareRenditions(jpeg: Buffer): Promise<Map<number, Buffer>> {
  const entries = await Promise.all(
    RENDITION_SIZES.map(
      async (px) =>
        [
          px,
          await sharp(jpeg)
            .resize(px, px, { fit: 'cover', position: 'attention' })
            .jpeg({ quality: 85, mozjpeg: true })
            .toBuffer(),
        ] as const,
    ),
  );
  return new Map(entries);
}
