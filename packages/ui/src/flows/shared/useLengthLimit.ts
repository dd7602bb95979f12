'use client';

import { formatMessage, messages } from '@hearth/machines';
import type { TextLimitName } from '../../provider/textLimits';
import { useTextLimits } from '../../provider/textLimits';

export type LengthLimitProps = { maxLength?: number; limitMessage?: string };

/**
 * The props that give a field its API limit (`HearthProvider`'s `textLimits`): `maxLength`, and
 * '{label} can be at most {max} characters.' to say once it is reached. Nothing without a limit.
 */
export function useLengthLimit(): (name: TextLimitName, label: string) => LengthLimitProps {
  const limits = useTextLimits();
  return (name, label) => {
    const max = limits[name];
    if (max === undefined) return {};
    return { maxLength: max, limitMessage: formatMessage(messages.fieldLimits.tooLong, { label, max }) };
  };
}
