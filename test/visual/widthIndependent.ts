/**
 * The Features stories that look the same at 375 px as at 1280 px: drawn inside their canvas,
 * with every element's box, style, text and image the same at both widths, so the 375 px
 * screenshot would be the left 375 px of the 1280 px one. The visual suite screenshots them at
 * 1280 px only, and their desktop test renders them at 375 px first and fails, naming what
 * differs, if that stops being true (then take the story off this list and run
 * `npm run test:visual:update` to bring its mobile baseline back).
 *
 * A story belongs here only when the check passes as it is: a story whose wrapper stretches to
 * the canvas (a full-width block, a group of fields) changes with the width even where its
 * pixels do not, and keeps its mobile screenshot.
 */
export const WIDTH_INDEPENDENT: ReadonlySet<string> = new Set([
  'components-avatar-features--falls-back-to-next-source',
  'components-avatar-features--icon-fallback',
  'components-avatar-features--image',
  'components-avatar-features--initials-fallback',
  'components-avatar-features--initials-without-sources',
  'components-button-features--danger',
  'components-button-features--disabled',
  'components-button-features--pending',
  'components-button-features--primary',
  'components-button-features--secondary',
  'components-button-features--tertiary',
  'components-icon-features--labelled',
  'components-iconbutton-features--disabled',
  'components-iconbutton-features--focus-visible',
  'components-iconbutton-features--primary',
  'components-iconbutton-features--round',
  'components-iconbutton-features--secondary',
  'components-iconbutton-features--tertiary',
  'components-link-features--disabled',
  'components-link-features--standalone',
  'components-menu-features--closed',
  'components-menu-features--primary-trigger',
  'components-spinner-features--large',
  'components-spinner-features--medium',
  'flows-accountremoval-features--cancelled',
  'shell-maintenancebanner-features--after-the-window',
  'shell-maintenancebanner-features--before-the-window',
  'shell-maintenancebanner-features--dismissed',
  'shell-pageexpiredbanner-features--dismissed',
  'shell-unsubscribebanner-features--dismissed',
]);
