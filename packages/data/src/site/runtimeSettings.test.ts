import { describe, expect, test } from 'vitest';
import { DEFAULT_RUNTIME_SETTINGS, readRuntimeSettings, runtimeSettingsElement } from './runtimeSettings';

/** A document holding the HTML of one element, as far as readRuntimeSettings looks. */
const documentWith = (html: string) => ({
  getElementById: (id: string) => {
    const match = new RegExp(`<script[^>]*id="${id}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
    return match ? { textContent: JSON.parse(`"${match[1]?.replace(/"/g, '\\"')}"`) as string } : null;
  },
});

describe('runtime settings', () => {
  test('written into a page and read back', () => {
    const settings = { insuranceEnabled: true, devTools: true, storybookPath: '/storybook/' };
    expect(readRuntimeSettings(documentWith(runtimeSettingsElement(settings)))).toEqual(settings);
  });

  test('a value cannot close the element', () => {
    const element = runtimeSettingsElement({ ...DEFAULT_RUNTIME_SETTINGS, storybookPath: '</script><b>' });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
  });

  test('a page without them, or with a broken block, gets the defaults', () => {
    expect(readRuntimeSettings(documentWith('<p>none</p>'))).toEqual(DEFAULT_RUNTIME_SETTINGS);
    expect(readRuntimeSettings({ getElementById: () => ({ textContent: '{not json' }) })).toEqual(
      DEFAULT_RUNTIME_SETTINGS,
    );
  });
});
