'use client';

import type { ReactNode } from 'react';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { type FieldBaseProps, FieldDescriptionText, FieldErrorText, FieldLabelText } from '../Field/Field';
import {
  RadioCircle,
  RadioControl,
  RadioHelp,
  RadioOption,
  RadioOptions,
  StyledRadioGroup,
} from './RadioGroup.styles';

export type RadioOptionItem = {
  /** The value `onChange` receives when this option is chosen. */
  value: string;
  label: ReactNode;
  /** Help text under the option's label. */
  description?: ReactNode;
  /** @default false */
  isDisabled?: boolean;
};

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'children' | 'className' | 'style' | 'render'> &
  FieldBaseProps & {
    /** The choices, in order. */
    options: readonly RadioOptionItem[];
    /** @default 'vertical' */
    orientation?: 'vertical' | 'horizontal';
  };

/**
 * A set of mutually exclusive choices under one label. Tab moves into the group (to the chosen
 * option), arrow keys move between options and choose them.
 */
export function RadioGroup({ label, description, errorMessage, options, ...props }: RadioGroupProps) {
  return (
    <StyledRadioGroup {...props}>
      <FieldLabelText label={label} isRequired={props.isRequired} />
      <FieldDescriptionText description={description} />
      <RadioOptions>
        {options.map((option) => (
          <RadioOption key={option.value} value={option.value} isDisabled={option.isDisabled}>
            <RadioControl>
              <RadioCircle aria-hidden="true" />
              <span>{option.label}</span>
            </RadioControl>
            {option.description ? (
              <RadioHelp>
                <FieldDescriptionText description={option.description} />
              </RadioHelp>
            ) : null}
          </RadioOption>
        ))}
      </RadioOptions>
      <FieldErrorText errorMessage={errorMessage} />
    </StyledRadioGroup>
  );
}
