'use client';

import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, RequiredMarker } from './TextField.styles';

/** The parts every Hearth form field shares. */
export type FieldBaseProps = {
  /** The visible label. */
  label: ReactNode;
  /** Help text shown under the label's control. */
  description?: ReactNode;
  /**
   * Shown, with the control marked invalid, when the field is invalid (`isInvalid`, or a failed
   * `validate`/native check). Without it the browser's own validation message is shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
};

type FieldLabelTextProps = { label: ReactNode; isRequired?: boolean | undefined };

/** A field's label, with a `*` marker when required. Use inside a React Aria field. */
export function FieldLabelText({ label, isRequired }: FieldLabelTextProps) {
  return (
    <FieldLabel>
      {label}
      {isRequired ? <RequiredMarker aria-hidden="true">*</RequiredMarker> : null}
    </FieldLabel>
  );
}

/** A field's description. Use inside a React Aria field. */
export function FieldDescriptionText({ description }: Pick<FieldBaseProps, 'description'>) {
  return description ? <FieldDescription>{description}</FieldDescription> : null;
}

/** A field's error message, shown only while the field is invalid. Use inside a React Aria field. */
export function FieldErrorText({ errorMessage }: Pick<FieldBaseProps, 'errorMessage'>) {
  return (
    <FieldErrorMessage>
      {(validation) => {
        const message =
          typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validation.validationErrors.join(' '));
        return message ? (
          <>
            <CircleAlert aria-hidden="true" focusable="false" />
            <span>{message}</span>
          </>
        ) : null;
      }}
    </FieldErrorMessage>
  );
}

/** A field's description and error message. Use inside a React Aria field. */
export function FieldHelpText({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      <FieldDescriptionText description={description} />
      <FieldErrorText errorMessage={errorMessage} />
    </>
  );
}
