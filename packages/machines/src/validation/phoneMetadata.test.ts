import full from 'libphonenumber-js/metadata.min.json';
import { expect, test } from 'vitest';
import subset from './phoneMetadata.json';

test("the phone metadata is libphonenumber-js's for calling code +1, as installed", () => {
  const codes = full.country_calling_codes['1'] ?? [];
  expect(codes).toContain('US');
  // After an upgrade of libphonenumber-js: node packages/machines/scripts/phone-metadata.mjs
  expect(subset).toEqual({
    version: full.version,
    country_calling_codes: { 1: codes },
    countries: Object.fromEntries(
      codes.map((country) => [country, full.countries[country as keyof typeof full.countries]]),
    ),
  });
});
