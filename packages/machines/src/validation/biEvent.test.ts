import { expect, test } from 'vitest';
import { areBiEntitiesValid, isEntityPairValid } from './biEvent';

test.each([
  ['project', 'abc', true],
  ['project', 42, true],
  ['project', 0, true],
  [undefined, undefined, true],
  [null, '', true],
  ['project', undefined, false],
  ['', 'abc', false],
  [undefined, 7, false],
])('isEntityPairValid(%j, %j) is %s', (name, value, expected) => {
  expect(isEntityPairValid(name, value)).toBe(expected);
});

test.each([
  [{}, true],
  [{ entityName1: 'project', entityValue1: 'p1' }, true],
  [{ entityName1: 'project', entityValue1: 'p1', entityName2: 'pro', entityValue2: 9 }, true],
  [{ entityName1: 'project' }, false],
  [{ entityName1: 'project', entityValue1: 'p1', entityValue2: 9 }, false],
])('areBiEntitiesValid(%j) is %s', (event, expected) => {
  expect(areBiEntitiesValid(event)).toBe(expected);
});
