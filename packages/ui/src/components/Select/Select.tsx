'use client';

import { Check, ChevronDown } from 'lucide-react';
import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components';
import { type FieldBaseProps, FieldHelpText, FieldLabelText } from '../Field/Field';
import { warmIntlData } from '../shared/warmIntl';
import {
  OptionCheck,
  OptionText,
  SelectListBox,
  SelectOption,
  SelectPopover,
  SelectTrigger,
  StyledSelect,
  StyledSelectValue,
} from './Select.styles';

warmIntlData();

export type SelectOptionItem = {
  /** The key `onChange` receives when this option is chosen. */
  id: Key;
  /** The option's text, also shown in the closed select and used for type-ahead. */
  label: string;
  /** @default false */
  isDisabled?: boolean;
};

export type SelectProps = Omit<
  AriaSelectProps<SelectOptionItem, 'single'>,
  'children' | 'className' | 'style' | 'render' | 'items' | 'selectionMode' | 'placeholder'
> &
  FieldBaseProps & {
    /** The choices, in order. */
    options: readonly SelectOptionItem[];
    /** Shown while nothing is chosen. @default 'Select an option' */
    placeholder?: string;
  };

/**
 * Picks one option from a list that opens in a popover. Enter, Space or ArrowDown opens it, arrows
 * move, Enter chooses, Escape closes; focus goes back to the button either way.
 */
export function Select({
  label,
  description,
  errorMessage,
  options,
  placeholder = 'Select an option',
  ...props
}: SelectProps) {
  return (
    <StyledSelect {...props} placeholder={placeholder}>
      <FieldLabelText label={label} isRequired={props.isRequired} />
      <SelectTrigger>
        <StyledSelectValue />
        <ChevronDown aria-hidden="true" />
      </SelectTrigger>
      <FieldHelpText description={description} errorMessage={errorMessage} />
      <SelectPopover placement="bottom start">
        <SelectListBox items={options}>
          {(option) => (
            <SelectOption id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
              {({ isSelected }) => (
                <>
                  <OptionText>{option.label}</OptionText>
                  <OptionCheck aria-hidden="true">{isSelected ? <Check /> : null}</OptionCheck>
                </>
              )}
            </SelectOption>
          )}
        </SelectListBox>
      </SelectPopover>
    </StyledSelect>
  );
}
