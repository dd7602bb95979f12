/**
 * The catalogue of every user-facing message of the spec (messageCatalogue/), as `messages`.
 * `{product}`, `{phone}`, `{query}` and `{location}` stay placeholders: fill them with formatMessage.
 * messages.test.ts reads the spec and fails if a quoted message is missing here.
 */
import type * as catalogue from './messageCatalogue';

// A namespace, not one object: the bundler keeps only the parts a page reads.
export * as messages from './messageCatalogue';

export type Messages = typeof catalogue;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** Any message of the catalogue (a union of string literals). */
export type Message = Leaves<Messages>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders from `values`; unknown placeholders are left as they are. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
