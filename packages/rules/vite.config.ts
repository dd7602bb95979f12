import { fileURLToPath } from 'node:url';
import { libraryConfig } from '../../scripts/vite-library.ts';

export default libraryConfig(fileURLToPath(new URL('.', import.meta.url)));
