import { tokens } from '../../theme/tokens';

/** A small inline SVG portrait as a data: URL, so stories show a working image without the network. */
function portrait(background: string, figure: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><circle cx="32" cy="25" r="12" fill="${figure}"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="${figure}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const portraitUrl = portrait(tokens.colors.primary, tokens.colors.primarySubtle);
export const otherPortraitUrl = portrait(tokens.colors.successText, tokens.colors.successSubtle);

/** Wait until an <img> has finished loading a picture, so screenshots never catch it half-drawn. */
export function isLoaded(image: HTMLElement): boolean {
  return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0;
}
