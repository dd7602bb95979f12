import { DEFAULT_RUNTIME_SETTINGS, type RuntimeSettings, readRuntimeSettings } from '@hearth/data';

/**
 * The server's run-time settings (insurance on or off, the development tools, where Storybook is
 * served), read once from the page's HTML. At build time (prerender) there are none: the
 * defaults, which a prerendered page's first render must not depend on.
 */
export const runtimeSettings: RuntimeSettings =
  typeof document === 'undefined' ? DEFAULT_RUNTIME_SETTINGS : readRuntimeSettings(document);
