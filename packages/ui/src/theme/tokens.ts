/**
 * Hearth design tokens. Every text/background pair listed in `contrastPairs` is checked against
 * WCAG AA by `tokens.test.ts`; add a pair there whenever a component puts text on a new surface.
 */
export const colors = {
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  primaryPressed: '#1e3a8a',
  onPrimary: '#ffffff',
  primarySubtle: '#eff6ff',
  text: '#1f2937',
  textMuted: '#4b5563',
  textDisabled: '#5f6773',
  textInverse: '#ffffff',
  surface: '#ffffff',
  surfaceSubtle: '#f3f4f6',
  surfaceRaised: '#ffffff',
  surfaceInverse: '#111827',
  border: '#6b7280',
  borderSubtle: '#d1d5db',
  focusRing: '#1d4ed8',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  onDanger: '#ffffff',
  dangerSubtle: '#fef2f2',
  dangerText: '#991b1b',
  warningSubtle: '#fffbeb',
  warningText: '#92400e',
  warningBorder: '#d97706',
  successSubtle: '#f0fdf4',
  successText: '#166534',
  successBorder: '#16a34a',
  infoSubtle: '#eff6ff',
  infoText: '#1e3a8a',
  infoBorder: '#2563eb',
  overlay: 'rgba(17, 24, 39, 0.6)',
} as const;

export type ColorRole = keyof typeof colors;

/** Text/background pairs the components use, with the contrast WCAG AA asks for them. */
export const contrastPairs: ReadonlyArray<{ text: ColorRole; background: ColorRole; minimum: 4.5 | 3 }> = [
  { text: 'text', background: 'surface', minimum: 4.5 },
  { text: 'text', background: 'surfaceSubtle', minimum: 4.5 },
  { text: 'textMuted', background: 'surface', minimum: 4.5 },
  { text: 'textMuted', background: 'surfaceSubtle', minimum: 4.5 },
  { text: 'textDisabled', background: 'surfaceSubtle', minimum: 4.5 },
  { text: 'textInverse', background: 'surfaceInverse', minimum: 4.5 },
  { text: 'onPrimary', background: 'primary', minimum: 4.5 },
  { text: 'onPrimary', background: 'primaryHover', minimum: 4.5 },
  { text: 'onPrimary', background: 'primaryPressed', minimum: 4.5 },
  { text: 'primary', background: 'surface', minimum: 4.5 },
  { text: 'primary', background: 'primarySubtle', minimum: 4.5 },
  { text: 'primaryHover', background: 'surface', minimum: 4.5 },
  { text: 'onDanger', background: 'danger', minimum: 4.5 },
  { text: 'onDanger', background: 'dangerHover', minimum: 4.5 },
  { text: 'danger', background: 'surface', minimum: 4.5 },
  { text: 'dangerText', background: 'dangerSubtle', minimum: 4.5 },
  { text: 'warningText', background: 'warningSubtle', minimum: 4.5 },
  { text: 'successText', background: 'successSubtle', minimum: 4.5 },
  { text: 'infoText', background: 'infoSubtle', minimum: 4.5 },
  { text: 'border', background: 'surface', minimum: 3 },
  { text: 'focusRing', background: 'surface', minimum: 3 },
  { text: 'focusRing', background: 'surfaceSubtle', minimum: 3 },
];

export const typography = {
  fontFamily: "'Inter', 'DejaVu Sans', system-ui, sans-serif",
  fontFamilyMono: "ui-monospace, 'DejaVu Sans Mono', monospace",
  sizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  weights: { regular: 400, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
} as const;

export const space = {
  none: '0',
  xxs: '0.125rem',
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '1.5rem',
  xxl: '2rem',
  xxxl: '3rem',
} as const;

export const radii = { none: '0', sm: '4px', md: '8px', lg: '12px', pill: '999px', round: '50%' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.12)',
  md: '0 4px 12px rgba(17, 24, 39, 0.16)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.24)',
} as const;

/** Stacking layers, lowest first. */
export const zIndices = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  banner: 1200,
  overlay: 1300,
  modal: 1400,
  toast: 1500,
  tooltip: 1600,
} as const;

/** Minimum widths, mobile first. */
export const breakpoints = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;

/** Durations from the spec: modal fade 250 ms, close variant and settings panel 200 ms. */
export const motion = {
  fade: '250ms',
  close: '200ms',
  panelEnter: '200ms',
  fast: '120ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const sizes = {
  controlHeight: { sm: '2rem', md: '2.5rem', lg: '3rem' },
  iconSize: { sm: '16px', md: '20px', lg: '24px' },
  focusRingWidth: '2px',
  borderWidth: '1px',
  drawerWidth: '28rem',
  modalWidth: '32rem',
  /** The widest a single-column form grows (the sign-up page's 500px). */
  formWidth: '31.25rem',
} as const;

export const tokens = {
  colors,
  typography,
  space,
  radii,
  shadows,
  zIndices,
  breakpoints,
  motion,
  sizes,
} as const;
export type HearthTokens = typeof tokens;
