/**
 * The settings the server decides at run time, not at build time, written into every page's HTML
 * as a JSON data block (`<script type="application/json" id="hearth-settings">`), so a page has
 * them from its first render without a request.
 */
export type RuntimeSettings = {
  /** Show the Insurance dropdown in the header (and hide For Businesses). */
  insuranceEnabled: boolean;
  /** The development tools are served: the outbox and the demo accounts under `/dev/`. */
  devTools: boolean;
  /** Where the Storybook is served, when it is. */
  storybookPath: string | null;
};

export const RUNTIME_SETTINGS_ELEMENT_ID = 'hearth-settings';

export const DEFAULT_RUNTIME_SETTINGS: RuntimeSettings = {
  insuranceEnabled: false,
  devTools: false,
  storybookPath: null,
};

/** The data block for a page's `<head>`; `<` is escaped so the JSON cannot end the element. */
export function runtimeSettingsElement(settings: RuntimeSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

/** The settings written into the page; the defaults where the page has none or they do not parse. */
export function readRuntimeSettings(document: {
  getElementById(id: string): { textContent: string | null } | null;
}): RuntimeSettings {
  const text = document.getElementById(RUNTIME_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_RUNTIME_SETTINGS;
  try {
    const parsed = JSON.parse(text) as Partial<RuntimeSettings>;
    return {
      insuranceEnabled: parsed.insuranceEnabled === true,
      devTools: parsed.devTools === true,
      storybookPath: typeof parsed.storybookPath === 'string' ? parsed.storybookPath : null,
    };
  } catch {
    return DEFAULT_RUNTIME_SETTINGS;
  }
}
