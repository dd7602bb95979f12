import 'styled-components';
import type { HearthTheme } from './theme';

declare module 'styled-components' {
  export interface DefaultTheme extends HearthTheme {}
}
