'use client';

import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import {
  type FieldBaseProps,
  FieldDescriptionText,
  FieldErrorText,
  FieldHelpText,
  FieldLabelText,
} from '../Field/Field';
import { RequiredMarker } from '../Field/Field.styles';
import {
  CheckboxBox,
  CheckboxControl,
  CheckboxGroupItems,
  CheckboxHelp,
  CheckboxRoot,
  StyledCheckboxGroup,
} from './Checkbox.styles';

export type CheckboxProps = Omit<AriaCheckboxFieldProps, 'children' | 'className' | 'style' | 'render'> &
  FieldBaseProps & {
    /**
     * Shows a dash: some but not all of the options this checkbox stands for are selected, as for
     * a parent in a tree of subscriptions. Pressing it still calls `onChange(!isSelected)`; the
     * parent then decides the new state. @default false
     */
    isIndeterminate?: boolean;
  };

/** A checkbox with a label, and optional help text and error message. */
export function Checkbox({ label, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxRoot {...props}>
      <CheckboxControl>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxBox aria-hidden="true">
              {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
            </CheckboxBox>
            <span>
              {label}
              {props.isRequired ? <RequiredMarker aria-hidden="true"> *</RequiredMarker> : null}
            </span>
          </>
        )}
      </CheckboxControl>
      <CheckboxHelp>
        <FieldHelpText description={description} errorMessage={errorMessage} />
      </CheckboxHelp>
    </CheckboxRoot>
  );
}

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style' | 'render'> &
  FieldBaseProps & {
    /** The `Checkbox`es, each with a `value`. */
    children: ReactNode;
    /** @default 'vertical' */
    orientation?: 'vertical' | 'horizontal';
  };

/** A labelled set of checkboxes whose values are collected in one array. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup {...props}>
      <FieldLabelText label={label} isRequired={props.isRequired} />
      <FieldDescriptionText description={description} />
      <CheckboxGroupItems data-orientation={orientation}>{children}</CheckboxGroupItems>
      <FieldErrorText errorMessage={errorMessage} />
    </StyledCheckboxGroup>
  );
}
