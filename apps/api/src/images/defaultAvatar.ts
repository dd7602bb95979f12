/** The default avatar: a neutral silhouette drawn once per size and kept in memory. */
import sharp from 'sharp';

const SILHOUETTE = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#d7dde4"/>
  <circle cx="128" cy="100" r="48" fill="#8a96a3"/>
  <path d="M40 256c0-52 40-88 88-88s88 36 88 88z" fill="#8a96a3"/>
</svg>`;

const cache = new Map<number, Promise<Buffer>>();

export function defaultAvatar(sizePx: number): Promise<Buffer> {
  let image = cache.get(sizePx);
  if (!image) {
    image = sharp(Buffer.from(SILHOUETTE)).resize(sizePx, sizePx).jpeg({ quality: 85 }).toBuffer();
    cache.set(sizePx, image);
  }
  return image;
}
