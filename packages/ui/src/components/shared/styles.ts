'use client';

/*
 * Style pieces shared by several components. Each is a styled-components `css` block (or a
 * function returning one) built from theme tokens only, to be interpolated into a component's
 * styles where the same declarations would otherwise be written again. They carry no selectors
 * of their own unless their name says so (`buttonVariants`, `toneColors`, `selectionControl`).
 */
import { css, type Interpolation, keyframes } from 'styled-components';
import type { ColorRole } from '../../theme/tokens';
import { vars } from '../../theme/vars';

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
  outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
  outline-offset: ${vars.sizes.focusRingWidth};
`;

/** The focus ring drawn inside the box, for items packed edge to edge or clipped by their parent. */
export const focusRingInset = /* @__PURE__ */ css`
  outline: ${vars.sizes.focusRingWidth} solid ${vars.colors.focusRing};
  outline-offset: calc(-1 * ${vars.sizes.focusRingWidth});
`;

/** The focus ring in the text colour, for controls on a tinted surface (banner, toast). */
export const focusRingCurrentColor = /* @__PURE__ */ css`
  outline: ${vars.sizes.focusRingWidth} solid currentColor;
  outline-offset: ${vars.sizes.focusRingWidth};
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
  border: ${vars.sizes.borderWidth} solid transparent;
  border-radius: ${vars.radii.md};
  font: inherit;
  cursor: pointer;
  transition: background-color ${vars.motion.fast} ${vars.motion.easing};
  outline: none;
`;

/**
 * The primary, secondary and tertiary colours of `Button` and `IconButton`, keyed on
 * `data-variant`. A hovered tertiary button differs between the two, so each adds its own
 * `&[data-variant='tertiary'][data-hovered]` rule.
 */
export const buttonVariants = /* @__PURE__ */ css`
  &[data-variant='primary'] {
    background: ${vars.colors.primary};
    color: ${vars.colors.onPrimary};
    &[data-hovered] { background: ${vars.colors.primaryHover}; }
    &[data-pressed] { background: ${vars.colors.primaryPressed}; }
  }
  &[data-variant='secondary'] {
    background: ${vars.colors.surface};
    color: ${vars.colors.primary};
    border-color: ${vars.colors.primary};
    &[data-hovered] { background: ${vars.colors.primarySubtle}; }
    &[data-pressed] { color: ${vars.colors.primaryPressed}; }
  }
  &[data-variant='tertiary'] {
    background: transparent;
    color: ${vars.colors.primary};
    &[data-pressed] { color: ${vars.colors.primaryPressed}; }
  }
`;

/** The greyed-out look of a disabled button or text box. Put it after the variant colours. */
export const disabledSurface = /* @__PURE__ */ css`
  cursor: not-allowed;
  background: ${vars.colors.surfaceSubtle};
  color: ${vars.colors.textDisabled};
  border-color: ${vars.colors.borderSubtle};
`;

/** Greyed-out text of a disabled control whose box stays as it is. */
export const disabledText = /* @__PURE__ */ css`
  cursor: not-allowed;
  color: ${vars.colors.textDisabled};
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
  padding: ${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg};
  border: ${vars.sizes.borderWidth} solid transparent;
  border-inline-start-width: ${vars.space.xs};
  border-radius: ${vars.radii.md};
`;

/** Background, text and border colours for each given tone, keyed on `data-variant`. */
export const toneColors = (...names: Tone[]) =>
  names.map(
    (name) => css`
      &[data-variant='${name}'] {
        background: ${vars.colors[tones[name].background]};
        color: ${vars.colors[tones[name].text]};
        border-color: ${vars.colors[tones[name].border]};
      }
    `,
  );

/** The small icon-only dismiss button of a `Banner` or `Toast`, drawn in the message's colour. */
export const dismissButton = /* @__PURE__ */ css`
  ${inlineCentered}
  width: ${vars.sizes.controlHeight.sm};
  height: ${vars.sizes.controlHeight.sm};
  padding: 0;
  border: none;
  border-radius: ${vars.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  outline: none;

  svg {
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
  }

  &[data-hovered],
  &[data-pressed] {
    box-shadow: inset 0 0 0 ${vars.sizes.borderWidth} currentColor;
  }
  &[data-focus-visible] {
    outline: ${vars.sizes.focusRingWidth} solid currentColor;
    outline-offset: calc(-1 * ${vars.sizes.focusRingWidth});
  }
`;

/** The field of a checkbox or switch: the control row above its help text. */
export const selectionField = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  color: ${vars.colors.text};
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
`;

/** The help text under a checkbox or switch; each indents it to line up with its label. */
export const selectionHelp = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};

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
  width: ${vars.sizes.iconSize.md};
  height: ${vars.sizes.iconSize.md};
  /* Centre the indicator on the first line of the label. */
  margin-top: calc((1lh - ${vars.sizes.iconSize.md}) / 2);
  border: calc(2 * ${vars.sizes.borderWidth}) solid ${vars.colors.border};
  background: ${vars.colors.surface};
`;

/**
 * The pressable row of a checkbox, radio button or switch: the indicator, then the label. Greys
 * out the label when disabled and draws the focus ring around the indicator.
 */
export const selectionControl = (indicator: Interpolation<object>) => css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space.sm};
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
    border-color: ${vars.colors.text};
  }
  ${selected}
  &[data-pressed] ${indicator} {
    border-color: ${vars.colors.primaryPressed};
  }
  &[data-invalid] ${indicator} {
    border-color: ${vars.colors.danger};
  }
`;

/** A vertical list of options that becomes a wrapping row when horizontal. */
export const optionStack = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
`;

export const optionRow = /* @__PURE__ */ css`
  flex-direction: row;
  flex-wrap: wrap;
  column-gap: ${vars.space.xl};
`;

/** The panel of a modal or drawer: a raised surface with the largest shadow, its content in a column. */
export const raisedPanel = /* @__PURE__ */ css`
  display: flex;
  flex-direction: column;
  background: ${vars.colors.surfaceRaised};
  color: ${vars.colors.text};
  box-shadow: ${vars.shadows.lg};
  outline: none;
`;

/** The full-viewport layer behind a modal or drawer. */
export const modalOverlay = /* @__PURE__ */ css`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndices.modal};
  display: flex;
`;

/** The title of a card or dialog. */
export const panelTitle = /* @__PURE__ */ css`
  margin: 0;
  font-size: ${vars.typography.sizes.xl};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
`;

/** The raised surface of a listbox popover (the Select's options, the address suggestions). */
export const popoverSurface = /* @__PURE__ */ css`
  border: ${vars.sizes.borderWidth} solid ${vars.colors.borderSubtle};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surfaceRaised};
  box-shadow: ${vars.shadows.md};
  z-index: ${vars.zIndices.dropdown};
  font-family: ${vars.typography.fontFamily};
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.text};
`;
