import { SPEC_MAINTENANCE_WINDOW } from '@hearth/machines';
import { describe, expect, test } from 'vitest';
import { formatMaintenanceWindow } from './maintenanceWindow';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMaintenanceWindow', () => {
  test("the spec's window (22:00 to 02:00, UTC-7) in Pacific time", () => {
    const { start, end } = formatMaintenanceWindow(
      SPEC_MAINTENANCE_WINDOW.start,
      SPEC_MAINTENANCE_WINDOW.end,
      'America/Los_Angeles',
    );
    expect(plain(start.text)).toBe('July 15, 2025, 10:00 PM PDT');
    expect(plain(end.text)).toBe('July 16, 2025, 2:00 AM PDT');
    expect(start.iso).toBe('2025-07-16T05:00:00.000Z');
    expect(end.iso).toBe('2025-07-16T09:00:00.000Z');
  });

  test('the same window read in another zone', () => {
    const { start, end } = formatMaintenanceWindow(
      SPEC_MAINTENANCE_WINDOW.start,
      SPEC_MAINTENANCE_WINDOW.end,
      'UTC',
    );
    expect(plain(start.text)).toBe('July 16, 2025, 5:00 AM UTC');
    expect(plain(end.text)).toBe('July 16, 2025, 9:00 AM UTC');
  });

  test('keeps AM/PM on the same line as the time', () => {
    const { start } = formatMaintenanceWindow(
      SPEC_MAINTENANCE_WINDOW.start,
      SPEC_MAINTENANCE_WINDOW.end,
      'UTC',
    );
    expect(start.text).toContain('5:00\u00a0AM');
    expect(start.text).not.toContain('\u202f');
  });
});
