/* Story helpers shared by the stories of several components. */
import type { Decorator } from '@storybook/react-vite';
import type { Key } from 'react-aria-components';

/** Lays the story out no wider than `maxWidth`, like a column of a page. */
export function withMaxWidth<TArgs>(maxWidth: string): Decorator<TArgs> {
  return (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );
}

type Option = { isDisabled?: boolean } & ({ id: Key } | { value: string });

/** A copy of `options` in which the option with this `id` (or `value`) is disabled. */
export function disableOption<T extends Option>(options: readonly T[], key: Key): T[] {
  return options.map((option) =>
    ('id' in option ? option.id : option.value) === key ? { ...option, isDisabled: true } : option,
  );
}
