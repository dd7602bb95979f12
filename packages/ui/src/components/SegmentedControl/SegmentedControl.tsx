'use client';

import type { ReactNode } from 'react';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { type FieldBaseProps, FieldDescriptionText, FieldErrorText, FieldLabelText } from '../Field/Field';
import { Segment, SegmentField, SegmentTrack, StyledSegmentedControl } from './SegmentedControl.styles';

export type SegmentedControlOption = {
  /** The value `onChange` receives when this segment is chosen. */
  value: string;
  label: ReactNode;
  /** @default false */
  isDisabled?: boolean;
};

export type SegmentedControlProps = Omit<
  AriaRadioGroupProps,
  'children' | 'className' | 'style' | 'render' | 'orientation'
> &
  FieldBaseProps & {
    /** The segments, in order. Keep them few and short: 'Emails', 'Text', 'Both'. */
    options: readonly SegmentedControlOption[];
    /** Stretch the segments to the width of the container. @default false */
    fullWidth?: boolean;
  };

/**
 * A small set of mutually exclusive choices shown as joined buttons. It is a radio group: Tab
 * moves to the chosen segment, Left and Right arrows choose the previous or next one.
 */
export function SegmentedControl({
  label,
  description,
  errorMessage,
  options,
  fullWidth = false,
  ...props
}: SegmentedControlProps) {
  return (
    <StyledSegmentedControl {...props} orientation="horizontal" data-full-width={fullWidth || undefined}>
      <FieldLabelText label={label} isRequired={props.isRequired} />
      <FieldDescriptionText description={description} />
      <SegmentTrack>
        {options.map((option) => (
          <SegmentField key={option.value} value={option.value} isDisabled={option.isDisabled}>
            <Segment>{option.label}</Segment>
          </SegmentField>
        ))}
      </SegmentTrack>
      <FieldErrorText errorMessage={errorMessage} />
    </StyledSegmentedControl>
  );
}
