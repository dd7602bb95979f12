/**
 * Opt-in typing of styled-components' theme as the Hearth theme: `import '@hearth/ui/styled'`
 * once in an app whose styled components read `theme` and whose theme is Hearth's. Importing
 * `@hearth/ui` itself leaves an app's own `DefaultTheme` alone.
 */
import type { HearthTheme } from './theme/theme';

declare module 'styled-components' {
  export interface DefaultTheme extends HearthTheme {}
}
