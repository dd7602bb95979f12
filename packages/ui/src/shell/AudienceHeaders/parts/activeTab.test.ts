import { describe, expect, test } from 'vitest';
import { activeTab } from './activeTab';

const tabs = [
  { name: 'Dashboard', path: '/pro/dashboard' },
  { name: 'Settings', path: '/pro/settings' },
  { name: 'User information', path: '/pro/settings/user-information' },
];

describe('activeTab', () => {
  test.each([
    ['/pro/dashboard', 'Dashboard'],
    ['/pro/dashboard/', 'Dashboard'],
    ['/pro/dashboard?tab=leads', 'Dashboard'],
    ['/pro/dashboard#top', 'Dashboard'],
    ['/pro/settings', 'Settings'],
    ['/pro/settings/notifications', 'Settings'],
    ['/pro/settings/user-information', 'User information'],
    ['/pro/settings/user-information/edit', 'User information'],
  ])('%s -> %s', (path, expected) => {
    expect(activeTab(tabs, path)?.name).toBe(expected);
  });

  test.each([undefined, '', '/', '/pro', '/pro/dashboards', '/inspector/settings', '/account/settings'])(
    '%j matches no tab',
    (path) => {
      expect(activeTab(tabs, path)).toBeUndefined();
    },
  );
});
