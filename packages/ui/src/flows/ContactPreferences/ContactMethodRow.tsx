'use client';

import { type ContactMethod, messages } from '@hearth/machines';
import { useId } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  Circle,
  ColumnHeaders,
  MethodRadio,
  MethodRow,
  RowDescription,
  RowHeader,
  RowTitle,
} from './ContactPreferences.styles';

/** The three choices of a row, in column order. */
export const CONTACT_METHODS: ReadonlyArray<{ value: ContactMethod; label: string }> = [
  { value: 'email', label: messages.contactPreferences.email },
  { value: 'text', label: messages.contactPreferences.text },
  { value: 'both', label: messages.contactPreferences.both },
];

/**
 * The column headers. Hidden from screen readers: each radio is named by its own choice and each
 * group by its row header, so the headers would only be read twice.
 */
export function ColumnHeaderRow() {
  return (
    <ColumnHeaders aria-hidden="true">
      <span />
      {CONTACT_METHODS.map((method) => (
        <span key={method.value}>{method.label}</span>
      ))}
    </ColumnHeaders>
  );
}

export type ContactMethodRowProps = {
  /** The row header, which names the radio group: 'Messages from Pros'. */
  title: string;
  description: string;
  /** The stored choice; undefined when neither medium is on (no radio selected). */
  value: ContactMethod | undefined;
  onChange: (method: ContactMethod) => void;
  isDisabled: boolean;
};

/** One row of the table: a radio group named by its row header, arrow keys move the choice. */
export function ContactMethodRow({ title, description, value, onChange, isDisabled }: ContactMethodRowProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <MethodRow
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      orientation="horizontal"
      value={value ?? null}
      onChange={(next) => onChange(next as ContactMethod)}
      isDisabled={isDisabled}
    >
      <RowHeader>
        <RowTitle id={titleId}>{title}</RowTitle>
        <RowDescription id={descriptionId}>{description}</RowDescription>
      </RowHeader>
      {CONTACT_METHODS.map((method) => (
        <MethodRadio key={method.value} value={method.value}>
          <Circle aria-hidden="true" />
          <VisuallyHidden>{method.label}</VisuallyHidden>
        </MethodRadio>
      ))}
    </MethodRow>
  );
}
