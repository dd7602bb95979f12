/** Avatar diameters in pixels, from the spec. */
export const AVATAR_SIZES = { LARGE: 227, MEDIUM: 130, SMALL: 50, EXTRA_SMALL: 30 } as const;

export type AvatarSize = keyof typeof AVATAR_SIZES;
