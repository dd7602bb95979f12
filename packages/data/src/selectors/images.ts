/**
 * Image URLs.
 *
 * Reading of `{size}` in `/api/image/display/v2/{size}/{filename}.jpg`: the pixel number of the
 * square size (227, 130, 50 or 30), not the size name. Size names are accepted as input and
 * turned into their pixel number.
 *
 * The default avatar is not named by the spec; it is served from the same image endpoint as
 * `{imagesHost}/api/image/display/v2/{size}/default-avatar.jpg`.
 */

export const IMAGE_SIZES = { LARGE: 227, MEDIUM: 130, SMALL: 50, EXTRA_SMALL: 30 } as const;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/**
 * Rectangular presets beside the square sizes (examples of the kind, not a closed list),
 * in CSS pixels: what a picture of that kind is cropped and shown at.
 */
export const IMAGE_PRESETS = {
  headshot: { width: 227, height: 227 },
  projectCard: { width: 600, height: 250 },
  companyBanner: { width: 1600, height: 200 },
} as const;

export const DEFAULT_IMAGE_SIZE: ImageSizeName = 'SMALL';

export const DEFAULT_AVATAR_FILENAME = 'default-avatar';

export interface AvatarInput {
  /** Origin of the images host, e.g. 'https://images.example.com' (a trailing slash is ignored). */
  imagesHost: string;
  /** Headshot file name without the .jpg extension (a trailing '.jpg' is tolerated). */
  filename?: string | null;
  /** Pixel number or size name; default SMALL (50). */
  size?: ImageSizeName | number;
  /** Social-profile id for the picture fallback. */
  facebookUserId?: string | number | null;
}

/** Pixel number for a size name or pixel number; default SMALL. */
export function imageSizePx(size?: ImageSizeName | number): number {
  if (size === undefined) return IMAGE_SIZES[DEFAULT_IMAGE_SIZE];
  if (typeof size === 'number') {
    if (!Number.isInteger(size) || size <= 0) throw new RangeError(`imageSizePx: invalid size ${size}`);
    return size;
  }
  return IMAGE_SIZES[size];
}

function trimHost(imagesHost: string): string {
  return imagesHost.replace(/\/+$/, '');
}

function displayUrl(imagesHost: string, px: number, filename: string): string {
  return `${trimHost(imagesHost)}/api/image/display/v2/${px}/${encodeURIComponent(filename)}.jpg`;
}

function socialPictureUrl(facebookUserId: string | number, px: number): string {
  const id = encodeURIComponent(String(facebookUserId));
  return `https://graph.facebook.com/${id}/picture?width=${px}&height=${px}`;
}

function present(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

/**
 * Ordered URLs for an avatar to try: the headshot (when there is a filename), then the
 * social-profile picture (when there is a facebookUserId), then the default avatar (always last).
 */
export function avatarSources({ imagesHost, filename, size, facebookUserId }: AvatarInput): string[] {
  const px = imageSizePx(size);
  const sources: string[] = [];
  if (present(filename)) sources.push(displayUrl(imagesHost, px, filename.trim().replace(/\.jpg$/i, '')));
  if (present(facebookUserId)) sources.push(socialPictureUrl(String(facebookUserId).trim(), px));
  sources.push(displayUrl(imagesHost, px, DEFAULT_AVATAR_FILENAME));
  return sources;
}

/** The first of {@link avatarSources}: headshot, else social picture, else default avatar. */
export function avatarUrl(input: AvatarInput): string {
  // avatarSources always ends with the default avatar, so the list is never empty.
  return (
    avatarSources(input)[0] ?? displayUrl(input.imagesHost, imageSizePx(input.size), DEFAULT_AVATAR_FILENAME)
  );
}

export interface UserImage {
  userImageId: number;
  userId: number;
  imageFileName: string;
}

/** The current headshot: the image with the highest userImageId; undefined for no images. */
export function newestHeadshot<I extends Pick<UserImage, 'userImageId'>>(
  images: readonly I[],
): I | undefined {
  let newest: I | undefined;
  for (const image of images) {
    if (newest === undefined || image.userImageId > newest.userImageId) newest = image;
  }
  return newest;
}
