/// <reference types="node" />
/**
 * The spec is the floor: every message quoted in the validation (§5) and error (§8) sections of
 * both spec files, and the UI copy quoted elsewhere, must be in the catalogue verbatim.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import * as accountSpec from './messageCatalogue/account';
import * as beyondSpecAccount from './messageCatalogue/beyondSpecAccount';
import * as beyondSpecShellAndAuth from './messageCatalogue/beyondSpecShellAndAuth';
import * as shellAndAuthSpec from './messageCatalogue/shellAndAuth';
import { formatMessage, messages } from './messages';

const SPEC_DIR = path.resolve(import.meta.dirname, '../../../../shared/spec');
const SHELL_SPEC = '01-shell-auth-projects.md';
const ACCOUNT_SPEC = '02-account-settings.md';

/**
 * Phrases the extractor finds that describe behaviour or name a value rather than being a
 * message, so they are not expected in the catalogue.
 */
const NOT_MESSAGES = new Set([
  // 01 §8: A/B participation failure falls back to the variant named 'control'.
  'control',
  // 02 §8: missing decrypted data on a token is a redirect, not a message.
  'Redirect to the login with a return path',
  // 02 §2: query values ('true' or not), not copy.
  'true',
]);

function readSpec(file: string): string {
  if (!existsSync(SPEC_DIR)) {
    throw new Error(
      `Spec folder not found at ${SPEC_DIR}: the spec is expected beside the repo at ../shared/spec.`,
    );
  }
  return readFileSync(path.join(SPEC_DIR, file), 'utf8');
}

/** The body of `## n. ...` up to the next `## ` heading. */
function section(markdown: string, n: number): string {
  const start = markdown.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) throw new Error(`Section ${n} not found in the spec`);
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** 'quoted' text; an apostrophe inside a word (doesn't, user's) neither opens nor closes a quote. */
function singleQuoted(text: string): string[] {
  return [...text.matchAll(/(?<!\w)'(.+?)'(?!\w)/g)].map((match) => match[1] ?? '');
}

function doubleQuoted(text: string): string[] {
  return [...text.matchAll(/"([^"\n]+)"/g)].map((match) => match[1] ?? '');
}

/** Second column of a markdown table, split into messages, labels such as 'Snackbar: ' removed. */
function tableMessages(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(Situation|-)/.test(line))
    .map((line) => line.split('|')[2]?.trim() ?? '')
    .flatMap((cell) => cell.split(/ \/ | or /))
    .map((part) => part.replace(/^(?:[A-Z][a-z]+-[a-z]+ field|Snackbar): /, '').trim());
}

function flatten(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(flatten);
  return [];
}

const catalogue = new Set(flatten(messages));
/** The spec's own messages; the beyondSpec* modules hold ours, for what the spec leaves unsaid. */
const specCatalogue = new Set(flatten({ ...accountSpec, ...shellAndAuthSpec }));
const ourMessages = flatten({ ...beyondSpecAccount, ...beyondSpecShellAndAuth });
const missingFrom = (found: string[]) =>
  [...new Set(found)].filter((text) => !NOT_MESSAGES.has(text) && !catalogue.has(text));

function specMessages() {
  const shell = readSpec(SHELL_SPEC);
  const account = readSpec(ACCOUNT_SPEC);
  const validation = [
    ...singleQuoted(section(shell, 5)),
    ...singleQuoted(section(account, 5)),
    ...doubleQuoted(section(account, 5)),
  ];
  const errors = [...singleQuoted(section(shell, 8)), ...tableMessages(section(account, 8))];
  const uiCopy = [...singleQuoted(section(shell, 2)), ...singleQuoted(section(account, 2))];
  return { shell, account, validation, errors, uiCopy };
}

/** UI copy the spec names without quotes; each must be in the spec text and in the catalogue. */
const UNQUOTED_COPY: [file: string, text: string][] = [
  [ACCOUNT_SPEC, 'Account Settings'],
  [ACCOUNT_SPEC, 'Delete my account'],
  [ACCOUNT_SPEC, 'Remove account'],
  [ACCOUNT_SPEC, 'How can we improve?'],
  [ACCOUNT_SPEC, 'Provide your feedback here'],
  [ACCOUNT_SPEC, 'Paperless document delivery'],
  [ACCOUNT_SPEC, 'Successfully saved'],
  [ACCOUNT_SPEC, 'Failed to verify phone number.'],
  [ACCOUNT_SPEC, 'Account removal takes up to 45 days.'],
  [ACCOUNT_SPEC, "I'm a {product} Pro and want to remove my profile"],
  [ACCOUNT_SPEC, 'I am concerned about my privacy'],
  [ACCOUNT_SPEC, "I don't see value in the service"],
  [ACCOUNT_SPEC, 'I had a bad experience using your service'],
  [ACCOUNT_SPEC, 'Messages from Pros'],
  [ACCOUNT_SPEC, 'Messages from {product}'],
  [ACCOUNT_SPEC, 'Unsubscribe from all'],
  [ACCOUNT_SPEC, '+ Add a Card'],
  [ACCOUNT_SPEC, 'Confirm Remove'],
  [ACCOUNT_SPEC, 'SET PASSWORD'],
  [SHELL_SPEC, 'Signing Up...'],
];

/**
 * Catalogue entries the spec only paraphrases ("the drawer says: you will be signed out, removal
 * begins processing, confirmation follows"), so they cannot appear in it verbatim.
 */
const COMPOSED = new Set<string>([
  messages.accountRemoval.noticeSignedOut,
  messages.accountRemoval.noticeProcessing,
  messages.accountRemoval.noticeConfirmation,
]);

describe('the message catalogue against the spec', () => {
  test('every message quoted in §5 (validation) of both specs is in the catalogue', () => {
    expect(missingFrom(specMessages().validation)).toEqual([]);
  });

  test('every message of §8 (error catalogue) of both specs is in the catalogue', () => {
    expect(missingFrom(specMessages().errors)).toEqual([]);
  });

  test('the UI copy quoted in §2 (screens) of both specs is in the catalogue', () => {
    expect(missingFrom(specMessages().uiCopy)).toEqual([]);
  });

  test('the extractor finds a sensible number of messages, so it cannot pass vacuously', () => {
    const { validation, errors, uiCopy } = specMessages();
    expect(new Set(validation).size).toBeGreaterThanOrEqual(25);
    expect(new Set(errors).size).toBeGreaterThanOrEqual(30);
    expect(new Set([...validation, ...errors]).size).toBeGreaterThanOrEqual(40);
    expect(new Set(uiCopy).size).toBeGreaterThanOrEqual(12);
    expect(errors).toContain('Unable to verify old password.');
    expect(errors).toContain('New password created');
    expect(errors).toContain('Error loading payment controls, refresh to try again.');
    expect(errors).toContain('You will no longer receive Move-In Experience messages.');
    expect(validation).toContain("Password doesn't match.");
  });

  test('every non-message phrase is actually met by the extractor (the allowlist stays minimal)', () => {
    const { validation, errors, uiCopy } = specMessages();
    const found = new Set([...validation, ...errors, ...uiCopy]);
    expect([...NOT_MESSAGES].filter((phrase) => !found.has(phrase))).toEqual([]);
  });

  test.each(UNQUOTED_COPY)('%s: "%s" is in the spec and in the catalogue', (file, text) => {
    expect(readSpec(file)).toContain(text);
    expect(catalogue.has(text)).toBe(true);
  });

  test('every entry of the spec modules is verbatim spec text, apart from the composed drawer notice', () => {
    const spec = readSpec(SHELL_SPEC) + readSpec(ACCOUNT_SPEC);
    expect([...specCatalogue].filter((text) => !COMPOSED.has(text) && !spec.includes(text))).toEqual([]);
  });

  test('our own messages say something the spec does not: none repeats a spec message', () => {
    expect(ourMessages.filter((text) => specCatalogue.has(text))).toEqual([]);
    expect(ourMessages.length).toBeGreaterThan(20);
  });

  test('the catalogue is exactly the spec modules and ours', () => {
    expect(catalogue).toEqual(new Set([...specCatalogue, ...ourMessages]));
  });
});

describe('the catalogue', () => {
  test('is frozen all the way down', () => {
    for (const part of Object.values(messages)) expect(Object.isFrozen(part)).toBe(true);
    expect(Object.isFrozen(messages.accountRemoval.reasons)).toBe(true);
    expect(() => {
      (messages as { login: unknown }).login = {};
    }).toThrow(TypeError);
    expect(() => {
      (messages.login as { emailRequired: string }).emailRequired = 'x';
    }).toThrow(TypeError);
  });

  test('holds only non-empty strings without stray whitespace', () => {
    for (const text of catalogue) expect(text).toBe(text.trim());
    expect([...catalogue].every((text) => text.length > 0)).toBe(true);
  });
});

describe('formatMessage', () => {
  test.each([
    [
      messages.shell.searchWait,
      { query: 'plumbers', location: 'Denver, CO' },
      'Searching for plumbers near Denver, CO',
    ],
    [
      messages.accountRemoval.reasons.proProfile,
      { product: 'Hearth' },
      "I'm a Hearth Pro and want to remove my profile",
    ],
    [messages.contactPreferences.fromProduct, { product: 'Hearth' }, 'Messages from Hearth'],
    ['Call {phone} or {phone}', { phone: 5 }, 'Call 5 or 5'],
    ['{query} near {location}', { query: 'roofers' }, 'roofers near {location}'],
    ['{toString} {constructor}', {}, '{toString} {constructor}'],
    ['no placeholders', { product: 'Hearth' }, 'no placeholders'],
    ['{product}', { product: '$& $1' }, '$& $1'],
  ])('formatMessage(%j, %j) is %j', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});
