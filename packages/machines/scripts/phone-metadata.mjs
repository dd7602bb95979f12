// Writes src/validation/phoneMetadata.json: libphonenumber-js's "min" metadata cut down to the
// countries of calling code +1 (the US and the rest of the North American plan, so a valid number
// of Canada or Jamaica is still told apart from a US one). The whole metadata is about 19 KB
// gzipped in the browser; this is about 1 KB. Rerun after upgrading libphonenumber-js (the unit
// test phoneMetadata.test.ts fails until then).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json');
const codes = metadata.country_calling_codes['1'];
const subset = {
  version: metadata.version,
  country_calling_codes: { 1: codes },
  countries: Object.fromEntries(codes.map((country) => [country, metadata.countries[country]])),
};
writeFileSync(
  new URL('../src/validation/phoneMetadata.json', import.meta.url),
  `${JSON.stringify(subset, null, 2)}\n`,
);
