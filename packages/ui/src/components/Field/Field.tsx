'use client';

import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { ValidationResult } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  FieldLimitNote,
  FieldLimitStatus,
  RequiredMarker,
} from './Field.styles';

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

/** A text field's limit: `maxLength` (React Aria's) and what the field says at it. */
export type FieldLimitProps = {
  /**
   * With `maxLength`: what the field says once its value is that long (the browser lets nothing
   * more in), such as 'First name can be at most 100 characters.' It replaces the description
   * and is announced politely as it appears.
   */
  limitMessage?: string;
};

/** The limit message while `value` is `maxLength` characters long or more, else undefined. */
export function limitNoteOf(
  value: unknown,
  maxLength: number | undefined,
  limitMessage: string | undefined,
): string | undefined {
  if (!limitMessage || maxLength === undefined || typeof value !== 'string') return undefined;
  return value.length >= maxLength ? limitMessage : undefined;
}

export type LimitNote = {
  /** The note while the value is at the limit. */
  note: string | undefined;
  noteId: string;
  /** The field's `aria-describedby`, with the note's id while it shows. */
  describedBy: string | undefined;
};

/** A field's limit note and the `aria-describedby` that ties it to the input while it shows. */
export function useLimitNote(
  value: unknown,
  maxLength: number | undefined,
  limitMessage: string | undefined,
  describedBy: string | undefined,
): LimitNote {
  const noteId = useId();
  const note = limitNoteOf(value, maxLength, limitMessage);
  return {
    note,
    noteId,
    describedBy: [describedBy, note ? noteId : undefined].filter(Boolean).join(' ') || undefined,
  };
}

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

type FieldHelpTextProps = Pick<FieldBaseProps, 'description' | 'errorMessage'> &
  FieldLimitProps & {
    /** The field's limit note (`useLimitNote`). */
    limit?: LimitNote | undefined;
  };

/**
 * A field's description and error message. Use inside a React Aria field. A field with a
 * `limitMessage` also has a hidden polite status, in which the limit note is announced.
 */
export function FieldHelpText({ description, errorMessage, limitMessage, limit }: FieldHelpTextProps) {
  return (
    <>
      <FieldDescriptionText description={description} />
      {limit?.note ? <FieldLimitNote id={limit.noteId}>{limit.note}</FieldLimitNote> : null}
      <FieldErrorText errorMessage={errorMessage} />
      {limitMessage ? <FieldLimitStatus role="status">{limit?.note}</FieldLimitStatus> : null}
    </>
  );
}
