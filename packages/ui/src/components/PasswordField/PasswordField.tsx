'use client';

import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldHelpText,
  FieldLabelText,
  type FieldLimitProps,
  useLimitNote,
} from '../Field/Field';
import { GroupedInput, InputGroup, StyledTextField } from '../TextField/TextField.styles';
import { RevealButton } from './PasswordField.styles';

export type PasswordAutoComplete = 'current-password' | 'new-password' | 'one-time-code' | 'off';

export type PasswordFieldProps = Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'render' | 'type' | 'autoComplete' | 'inputMode'
> &
  FieldBaseProps &
  FieldLimitProps & {
    /**
     * Tells password managers what to fill: `'current-password'` on sign-in,
     * `'new-password'` on sign-up and password reset.
     * @default 'current-password'
     */
    autoComplete?: PasswordAutoComplete;
    /** Shown in the empty input. Never a replacement for the label. */
    placeholder?: string;
    /** Whether the password starts out shown as plain text. @default false */
    defaultRevealed?: boolean;
    /**
     * The toggle's accessible name while the password is hidden. Each field's toggle needs its
     * own name when a form has two (Password, Confirm password).
     * @default 'Show ' + the label in lower case ('Show confirm password'), or 'Show password'
     */
    showPasswordLabel?: string;
    /** The toggle's accessible name while the password is shown. @default as showPasswordLabel, with 'Hide' */
    hidePasswordLabel?: string;
  };

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  limitMessage,
  autoComplete = 'current-password',
  placeholder,
  defaultRevealed = false,
  showPasswordLabel,
  hidePasswordLabel,
  ...props
}: PasswordFieldProps) {
  const what = typeof label === 'string' ? label.toLowerCase() : 'password';
  const [revealed, setRevealed] = useState(defaultRevealed);
  const limit = useLimitNote(props.value, props.maxLength, limitMessage, props['aria-describedby']);
  return (
    <StyledTextField
      {...props}
      aria-describedby={limit.describedBy}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      data-revealed={revealed || undefined}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <FieldLabelText label={label} isRequired={props.isRequired} />
          <InputGroup role="presentation" isDisabled={isDisabled} isInvalid={isInvalid}>
            <GroupedInput
              placeholder={placeholder}
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
            />
            <RevealButton
              aria-label={
                revealed ? (hidePasswordLabel ?? `Hide ${what}`) : (showPasswordLabel ?? `Show ${what}`)
              }
              isDisabled={isDisabled}
              onPress={() => setRevealed((value) => !value)}
            >
              {revealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            </RevealButton>
          </InputGroup>
          <FieldHelpText
            description={description}
            errorMessage={errorMessage}
            limitMessage={limitMessage}
            limit={limit}
          />
        </>
      )}
    </StyledTextField>
  );
}
