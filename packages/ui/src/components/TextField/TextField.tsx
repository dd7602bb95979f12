'use client';

import { type KeyboardEvent, useRef, useState } from 'react';
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldHelpText,
  FieldLabelText,
  type FieldLimitProps,
  useLimitNote,
} from '../Field/Field';
import { applyMask, editMasked } from './mask';
import { StyledInput, StyledTextArea, StyledTextField } from './TextField.styles';

type AriaFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'render' | 'type'>;

export type TextFieldType = 'text' | 'email' | 'tel';

export type TextFieldProps = AriaFieldProps &
  FieldBaseProps &
  FieldLimitProps & {
    /** @default 'text' */
    type?: TextFieldType;
    /** Shown in the empty input. Never a replacement for the label. */
    placeholder?: string;
    /**
     * Formats the value as the user types or pastes: `9` stands for a digit, everything else is
     * inserted as is. With `mask="(999) 999-9999"`, typing `5551234567` shows `(555) 123-4567`, and
     * `onChange` receives the masked text. A function chooses the mask for the text in the field
     * (a phone number's toll-free style, say).
     */
    mask?: string | ((text: string) => string);
  };

/**
 * A single-line text input with a label, help text and error message. With `maxLength` and
 * `limitMessage`, typing stops at the limit and the field says so.
 */
export function TextField({
  label,
  description,
  errorMessage,
  limitMessage,
  type = 'text',
  placeholder,
  mask,
  ...props
}: TextFieldProps) {
  const masked = useMaskedValue(mask, props);
  const limit = useLimitNote(props.value, props.maxLength, limitMessage, props['aria-describedby']);
  return (
    <StyledTextField
      {...props}
      aria-describedby={limit.describedBy}
      {...masked.fieldProps}
      type={type}
      inputMode={props.inputMode ?? (mask ? 'numeric' : undefined)}
    >
      <FieldLabelText label={label} isRequired={props.isRequired} />
      <StyledInput ref={masked.inputRef} placeholder={placeholder} onKeyDown={masked.onKeyDown} />
      <FieldHelpText
        description={description}
        errorMessage={errorMessage}
        limitMessage={limitMessage}
        limit={limit}
      />
    </StyledTextField>
  );
}

export type TextAreaProps = Omit<AriaFieldProps, 'inputMode'> &
  FieldBaseProps &
  FieldLimitProps & {
    /** Shown in the empty box. Never a replacement for the label. */
    placeholder?: string;
    /** The visible number of lines; the box can be resized vertically. @default 4 */
    rows?: number;
  };

/** A multi-line text input, such as a 'Provide your feedback here' box. */
export function TextArea({
  label,
  description,
  errorMessage,
  limitMessage,
  placeholder,
  rows = 4,
  ...props
}: TextAreaProps) {
  const limit = useLimitNote(props.value, props.maxLength, limitMessage, props['aria-describedby']);
  return (
    <StyledTextField {...props} aria-describedby={limit.describedBy}>
      <FieldLabelText label={label} isRequired={props.isRequired} />
      <StyledTextArea placeholder={placeholder} rows={rows} />
      <FieldHelpText
        description={description}
        errorMessage={errorMessage}
        limitMessage={limitMessage}
        limit={limit}
      />
    </StyledTextField>
  );
}

type ValueProps = Pick<AriaFieldProps, 'value' | 'defaultValue' | 'onChange'>;

/**
 * With a mask, the field is controlled here: every edit is re-formatted and the caret is put back
 * where the user expects it, before React renders, so it never jumps to the end.
 */
function useMaskedValue(mask: TextFieldProps['mask'], { value, defaultValue, onChange }: ValueProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const lastKey = useRef<string | null>(null);
  const maskFor = (text: string) => (typeof mask === 'function' ? mask(text) : (mask ?? ''));
  const [internal, setInternal] = useState(() =>
    mask ? applyMask(maskFor(defaultValue ?? ''), defaultValue ?? '') : '',
  );
  const isControlled = value !== undefined;

  if (!mask) return { fieldProps: {}, inputRef, onKeyDown: undefined };

  const current = isControlled ? applyMask(maskFor(value), value) : internal;

  const handleChange = (next: string) => {
    const input = inputRef.current;
    const caret = input?.selectionStart ?? next.length;
    const direction = lastKey.current === 'Delete' ? 'forward' : 'backward';
    lastKey.current = null;
    const edit = editMasked(maskFor(next), current, next, caret, direction);
    if (input) {
      input.value = edit.value;
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(edit.caret, edit.caret);
    }
    if (edit.value === current) return;
    if (!isControlled) setInternal(edit.value);
    onChange?.(edit.value);
  };

  return {
    fieldProps: { value: current, defaultValue: undefined, onChange: handleChange },
    inputRef,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      lastKey.current = event.key;
    },
  };
}
