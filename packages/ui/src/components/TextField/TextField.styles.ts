'use client';

import { TextArea as AriaTextArea, TextField as AriaTextField, Group, Input } from 'react-aria-components';
import { styled } from 'styled-components';
import { vars } from '../../theme/vars';
import { controlBoxCss, fieldStackCss } from '../Field/Field.styles';
import { focusRing } from '../shared/styles';

export const StyledTextField = styled(AriaTextField)`
  ${fieldStackCss}
`;
StyledTextField.displayName = 'TextField';

/** Text-entry controls show the ring on any focus: the caret is where the typing goes. */
export const StyledInput = styled(Input)`
  ${controlBoxCss}

  &[data-focused] {
    ${focusRing}
  }
`;
StyledInput.displayName = 'TextFieldInput';

export const StyledTextArea = styled(AriaTextArea)`
  ${controlBoxCss}
  display: block;
  padding: ${vars.space.sm} ${vars.space.md};
  resize: vertical;

  &[data-focused] {
    ${focusRing}
  }
`;
StyledTextArea.displayName = 'TextAreaInput';

/** An input with a button inside its box (the password field's show/hide toggle). */
export const InputGroup = styled(Group)`
  ${controlBoxCss}
  display: flex;
  align-items: stretch;
  padding: 0;
  overflow: hidden;

  &[data-focus-within] {
    ${focusRing}
  }
`;
InputGroup.displayName = 'InputGroup';

/** The input inside an `InputGroup`: the group draws the box. */
export const GroupedInput = styled(Input)`
  flex: 1;
  min-width: 0;
  margin: 0;
  padding: 0 ${vars.space.md};
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${vars.colors.textMuted};
    opacity: 1;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
`;
GroupedInput.displayName = 'GroupedInput';
