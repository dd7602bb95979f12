import { fileURLToPath } from 'node:url';
import { libraryConfig } from '../../scripts/vite-library.ts';

// `@hearth/ui/icons` is its own entry: icon names (Menu, X, Search...) stay out of the root
// namespace, where they would clash with components.
export default libraryConfig(fileURLToPath(new URL('.', import.meta.url)), {
  'components/Icon/icons': 'src/components/Icon/icons.ts',
  styled: 'src/styled.ts',
});
