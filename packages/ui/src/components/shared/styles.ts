/*
 * Style pieces shared by several components. Each is a styled-components `css` block (or a
 * function returning one) built from theme tokens only, to be interpolated into a component's
 * styles where the same declarations would otherwise be written again. They carry no selectors
 * of their own unless their name says so (`buttonVariants`, `toneColors`, `selectionControl`).
 */
import { css, type Interpolation, keyframes } from 'styled-components';
import type { ColorRole } from '../../theme/tokens';

export const fadeIn = /* @__PURE__ */ keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const fadeOut = /* @__PURE__ */ keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

/** A side sheet (drawer, mobile menu) sliding in from the right edge. */
export const slideInFromRight = /* @__PURE__ */ keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

export const slideOutToRight = /* @__PURE__ */ keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(100%); }
`;

/** The keyboard focus ring, drawn just outside the box. */
export const focusRing = /* @__PURE__ */ css`
  outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
  outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
`;

/** The focus ring drawn inside the box, for items packed edge to edge or clipped by their parent. */
export const focusRingInset = /* @__PURE__ */ css`
  outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid ${theme.colors.focusRing}`};
  outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRingWidth});
`;

/** The focus ring in the text colour, for controls on a tinted surface (banner, toast). */
export const focusRingCurrentColor = /* @__PURE__ */ css`
  outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid currentColor`};
  outline-offset: ${({ theme }) => theme.sizes.focusRingWidth};
`;

/** An inline box that centres its content (an icon) and never grows or shrinks in a flex row. */
export const inlineCentered = /* @__PURE__ */ css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
`;

/** What `Button` and `IconButton` share: a centred content box with a border that variants colour. */
export const buttonBase = /* @__PURE__ */ css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  outline: none;
`;

/**
 * The primary, secondary and tertiary colours of `Button` and `IconButton`, keyed on
 * `data-variant`. A hovered tertiary button differs between the two, so each adds its own
 * `&[data-variant='tertiary'][data-hovered]` rule.
 */
export const buttonVariants = /* @__PURE__ */ css`
  &[data-variant='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primaryHover}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.primaryPressed}; }
  }
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &[data-hovered] { background: ${({ theme }) => theme.colors.primarySubtle}; }
    &[data-pressed] { color: ${({ theme }) => theme.colors.primaryPressed}; }
  }
  &[data-variant='tertiary'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &[data-pressed] { color: ${({ theme }) => theme.colors.primaryPressed}; }
  }
`;

/** The greyed-out look of a disabled button or text box. Put it after the variant colours. */
export const disabledSurface = /* @__PURE__ */ css`
  cursor: not-allowed;
  background: ${({ theme }) => theme.colors.surfaceSubtle};
  color: ${({ theme }) => theme.colors.textDisabled};
  border-color: ${({ theme }) => theme.colors.borderSubtle};
`;

/** Greyed-out text of a disabled control whose box stays as it is. */
export const disabledText = /* @__PURE__ */ css`
  cursor: not-allowed;
  color: ${({ theme }) => theme.colors.textDisabled};
`;

const tones = {
  neutral: { background: 'surfaceInverse', text: 'textInverse', border: 'surfaceInverse' },
  info: { background: 'infoSubtle', text: 'infoText', border: 'infoBorder' },
  success: { background: 'successSubtle', text: 'successText', border: 'successBorder' },
  warning: { background: 'warningSubtle', text: 'warningText', border: 'warningBorder' },
  error: { background: 'dangerSubtle', text: 'dangerText', border: 'danger' },
} as const satisfies Record<string, { background: ColorRole; text: ColorRole; border: ColorRole }>;

export type Tone = keyof typeof tones;

/** The box of a message in a tone (`Banner`, `Toast`): a thick start border in the tone's colour. */
export const toneBox = /* @__PURE__ */ css`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-inline-start-width: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Background, text and border colours for each given tone, keyed on `data-variant`. */
export const toneColors = (...names: Tone[]) =>
  names.map(
    (name) => css`
      &[data-variant='${name}'] {
        background: ${({ theme }) => theme.colors[tones[name].background]};
        color: ${({ theme }) => theme.colors[tones[name].text]};
        border-color: ${({ theme }) => theme.colors[tones[name].border]};
      }
    `,
  );

/** The small icon-only dismiss button of a `Banner` or `Toast`, drawn in the message's colour. */
export const dismissButton = /* @__PURE__ */ css`
  ${inlineCentered}
  width: ${({ theme }) => theme.sizes.controlHeight.sm};
  height: ${({ theme }) => theme.sizes.controlHeight.sm};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  outline: none;

  svg {
    width: ${({ theme }) => theme.sizes.iconSize.sm};
    height: ${({ theme }) => theme.sizes.iconSize.sm};
  }

  &[data-hovered],
  &[data-pressed] {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.sizes.borderWidth} currentColor;
  }
  &[data-focus-visible] {
    outline: ${({ theme }) => `${theme.sizes.focusRingWidth} solid currentColor`};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRingWidth});
  }
`;

/** The field of a checkbox or switch: the control row above its help text. */
export const selectionField = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
`;

/** The help text under a checkbox or switch; each indents it to line up with its label. */
export const selectionHelp = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  &:empty {
    display: none;
  }
`;

/**
 * The box of a checkbox or the circle of a radio button, centred on the first line of the label.
 * Each adds its own `border-radius`.
 */
export const selectionIndicator = /* @__PURE__ */ css`
  ${inlineCentered}
  width: ${({ theme }) => theme.sizes.iconSize.md};
  height: ${({ theme }) => theme.sizes.iconSize.md};
  /* Centre the indicator on the first line of the label. */
  margin-top: calc((1lh - ${({ theme }) => theme.sizes.iconSize.md}) / 2);
  border: calc(2 * ${({ theme }) => theme.sizes.borderWidth}) solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The pressable row of a checkbox, radio button or switch: the indicator, then the label. Greys
 * out the label when disabled and draws the focus ring around the indicator.
 */
export const selectionControl = (indicator: Interpolation<object>) => css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: fit-content;
  cursor: pointer;

  &[data-disabled] {
    ${disabledText}
  }
  &[data-focus-visible] ${indicator} {
    ${focusRing}
  }
`;

/**
 * Border colours of a checkbox box or radio circle as the pointer moves over it, presses it, and
 * when it is invalid. `selected` holds the rules for the selected state, which the pressed and
 * invalid borders must override.
 */
export const selectionIndicatorBorders = (
  indicator: Interpolation<object>,
  selected: Interpolation<object>,
) => css`
  &[data-hovered] ${indicator} {
    border-color: ${({ theme }) => theme.colors.text};
  }
  ${selected}
  &[data-pressed] ${indicator} {
    border-color: ${({ theme }) => theme.colors.primaryPressed};
  }
  &[data-invalid] ${indicator} {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A vertical list of options that becomes a wrapping row when horizontal. */
export const optionStack = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const optionRow = /* @__PURE__ */ css`
  flex-direction: row;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.xl};
`;

/** The panel of a modal or drawer: a raised surface with the largest shadow, its content in a column. */
export const raisedPanel = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

/** The full-viewport layer behind a modal or drawer. */
export const modalOverlay = /* @__PURE__ */ css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
`;

/** The title of a card or dialog. */
export const panelTitle = /* @__PURE__ */ css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

/** The raised surface of a listbox popover (the Select's options, the address suggestions). */
export const popoverSurface = /* @__PURE__ */ css`
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;
