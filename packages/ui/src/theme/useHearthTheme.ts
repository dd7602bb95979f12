'use client';

import { useTheme } from 'styled-components';
import type { HearthTheme } from './theme';

/** The Hearth theme `HearthProvider` gives, typed, without augmenting styled-components' `DefaultTheme`. */
export function useHearthTheme(): HearthTheme {
  return useTheme() as unknown as HearthTheme;
}
