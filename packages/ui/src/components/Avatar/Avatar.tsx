'use client';

import { type HTMLAttributes, useState } from 'react';
import { Icon } from '../Icon';
import { User } from '../Icon/icons';
import { AvatarFrame, AvatarImage } from './Avatar.styles';
import { initialsOf } from './initials';
import { AVATAR_SIZES, type AvatarSize } from './sizes';

export { AVATAR_SIZES, type AvatarSize };

export type AvatarProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'className' | 'style'> & {
  /**
   * Image URLs to try in order; when one fails to load the next is tried, and after the last the
   * initials of `name` are shown. @default []
   */
  sources?: readonly string[];
  /** The person's name: the accessible name of the avatar and the source of its initials. */
  name?: string;
  /**
   * What screen readers hear instead of `name`. Pass `''` when the name is already written next
   * to the avatar, so it is not read twice. @default name
   */
  alt?: string;
  /** The diameter, one of `AVATAR_SIZES` (LARGE 227, MEDIUM 130, SMALL 50, EXTRA_SMALL 30 px). @default 'SMALL' */
  size?: AvatarSize;
};

/**
 * A round picture of a person. Falls back through `sources` as images fail to load, then to the
 * initials of `name`, then to a generic user icon.
 */
export function Avatar({ sources = [], name, alt, size = 'SMALL', ...props }: AvatarProps) {
  // Remember which list the failures belong to, so a new list starts again from its first URL.
  const sourcesKey = sources.join('\n');
  const [failures, setFailures] = useState({ key: sourcesKey, count: 0 });
  const failed = failures.key === sourcesKey ? failures.count : 0;
  const src = sources[failed];

  const label = alt ?? name ?? '';
  const initials = name ? initialsOf(name) : '';

  if (src !== undefined) {
    return (
      <AvatarFrame {...props} data-size={size} data-content="image">
        <AvatarImage
          key={src}
          src={src}
          alt={label}
          onError={() => setFailures({ key: sourcesKey, count: failed + 1 })}
        />
      </AvatarFrame>
    );
  }

  const a11yProps = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <AvatarFrame {...props} {...a11yProps} data-size={size} data-content={initials ? 'initials' : 'icon'}>
      {initials || <Icon as={User} />}
    </AvatarFrame>
  );
}
