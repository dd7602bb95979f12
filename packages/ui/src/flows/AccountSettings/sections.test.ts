import { describe, expect, test } from 'vitest';
import { visibleAccountSections } from './sections';

describe('visibleAccountSections', () => {
  test('every section, in order, with a to-do item and a known flag', () => {
    expect(visibleAccountSections({ todoItemCount: 1, emailNoticesFlag: false })).toEqual([
      'profile',
      'photo',
      'projectCommunications',
      'generalCommunications',
      'password',
      'paymentMethods',
      'documentDelivery',
    ]);
  });

  test('no to-do items hides Project Communications', () => {
    expect(visibleAccountSections({ todoItemCount: 0, emailNoticesFlag: true })).not.toContain(
      'projectCommunications',
    );
  });

  test.each([null, undefined])('an unknown flag (%s) hides Document delivery', (emailNoticesFlag) => {
    expect(visibleAccountSections({ todoItemCount: 3, emailNoticesFlag })).not.toContain('documentDelivery');
  });
});
