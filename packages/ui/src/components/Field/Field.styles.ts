'use client';

import { FieldError, Label, Text } from 'react-aria-components';
import { css, styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { disabledSurface } from '../shared/styles';

/*
 * Field chrome shared by every form control (label, description, error message, the box of a
 * text-entry control). The form components import these from here so that all fields look alike.
 */

export const fieldStackCss = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  min-width: 0;
  font-size: ${vars.typography.sizes.md};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.text};
`;

export const FieldLabel = styled(Label)`
  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space.xxs};
  width: fit-content;
  font-size: ${vars.typography.sizes.sm};
  font-weight: ${vars.typography.weights.semibold};
  line-height: ${vars.typography.lineHeights.tight};
  color: ${vars.colors.text};
`;
FieldLabel.displayName = 'FieldLabel';

/** The `*` after a required field's label. Hidden from assistive technology: the input says "required". */
export const RequiredMarker = styled.span`
  color: ${vars.colors.danger};
  font-weight: ${vars.typography.weights.bold};
`;
RequiredMarker.displayName = 'RequiredMarker';

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.textMuted};
`;
FieldDescription.displayName = 'FieldDescription';

/**
 * A field's limit note, drawn as its description. Not React Aria's description slot, which is
 * tied to the input only when present as the field mounts: the note comes and goes with the value.
 */
export const FieldLimitNote = styled.span`
  margin: 0;
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.textMuted};
`;
FieldLimitNote.displayName = 'FieldLimitNote';

/** The polite status the limit note is announced in: read by screen readers, not drawn. */
export const FieldLimitStatus = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
FieldLimitStatus.displayName = 'FieldLimitStatus';

/** A field's error line with its icon (also used for errors about a group of fields). */
export const fieldErrorTextCss = css`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space.xs};
  font-size: ${vars.typography.sizes.sm};
  line-height: ${vars.typography.lineHeights.normal};
  color: ${vars.colors.danger};

  svg {
    flex: none;
    width: ${vars.sizes.iconSize.sm};
    height: ${vars.sizes.iconSize.sm};
    /* Centre the icon on the first line of text. */
    margin-top: calc((1lh - ${vars.sizes.iconSize.sm}) / 2);
  }
`;

export const FieldErrorMessage = styled(FieldError)`
  ${fieldErrorTextCss}
`;
FieldErrorMessage.displayName = 'FieldErrorMessage';

/** Box styles for text-entry controls (inputs, text areas, the select trigger). */
export const controlBoxCss = css`
  width: 100%;
  min-height: ${vars.sizes.controlHeight.md};
  margin: 0;
  padding: 0 ${vars.space.md};
  border: ${vars.sizes.borderWidth} solid ${vars.colors.border};
  border-radius: ${vars.radii.md};
  background: ${vars.colors.surface};
  color: ${vars.colors.text};
  font: inherit;
  line-height: ${vars.typography.lineHeights.normal};
  outline: none;
  transition: border-color ${vars.motion.fast} ${vars.motion.easing};

  &::placeholder {
    color: ${vars.colors.textMuted};
    opacity: 1;
  }
  &[data-hovered] {
    border-color: ${vars.colors.text};
  }
  &[data-invalid] {
    border-color: ${vars.colors.danger};
    box-shadow: inset 0 0 0 ${vars.sizes.borderWidth} ${vars.colors.danger};
  }
  &[data-disabled] {
    ${disabledSurface}
    box-shadow: none;
  }
`;
