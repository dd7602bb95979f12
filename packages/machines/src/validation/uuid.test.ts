import { describe, expect, test } from 'vitest';
import { isUuid, isV4Uuid } from './uuid';

describe('uuid checks', () => {
  test.each([
    ['9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d', true, true],
    ['9B2F6C1E-3D4A-4F5B-AC6D-7E8F9A0B1C2D', true, true],
    ['9b2f6c1e-3d4a-1f5b-8c6d-7e8f9a0b1c2d', true, false],
    ['9b2f6c1e-3d4a-4f5b-cc6d-7e8f9a0b1c2d', true, false],
    ['00000000-0000-0000-0000-000000000000', true, false],
    ['9b2f6c1e3d4a4f5b8c6d7e8f9a0b1c2d', false, false],
    ['{9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d}', false, false],
    ['9b2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d\n', false, false],
    ['9g2f6c1e-3d4a-4f5b-8c6d-7e8f9a0b1c2d', false, false],
    ['', false, false],
  ])('%j: isUuid %s, isV4Uuid %s', (value, uuid, v4) => {
    expect(isUuid(value)).toBe(uuid);
    expect(isV4Uuid(value)).toBe(v4);
  });
});
