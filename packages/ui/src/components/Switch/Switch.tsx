'use client';

import type { SwitchFieldProps as AriaSwitchFieldProps } from 'react-aria-components';
import { type FieldBaseProps, FieldHelpText } from '../Field/Field';
import { SwitchControl, SwitchHelp, SwitchRoot, SwitchThumb, SwitchTrack } from './Switch.styles';

export type SwitchProps = Omit<
  AriaSwitchFieldProps,
  'children' | 'className' | 'style' | 'render' | 'isRequired' | 'isInvalid' | 'validate'
> &
  Omit<FieldBaseProps, 'errorMessage'>;

/**
 * An on/off switch for a setting that takes effect at once, such as 'Email me about offers'.
 * Use a `Checkbox` for a choice that is submitted with a form.
 */
export function Switch({ label, description, ...props }: SwitchProps) {
  return (
    <SwitchRoot {...props}>
      <SwitchControl>
        <SwitchTrack aria-hidden="true">
          <SwitchThumb />
        </SwitchTrack>
        <span>{label}</span>
      </SwitchControl>
      <SwitchHelp>
        <FieldHelpText description={description} />
      </SwitchHelp>
    </SwitchRoot>
  );
}
