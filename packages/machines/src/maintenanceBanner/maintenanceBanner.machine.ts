import { assign, setup } from 'xstate';

export type MaintenanceWindow = { start: Date; end: Date };

export type MaintenanceBannerInput = {
  /** The scheduled downtime; none means there is nothing to announce. */
  window?: MaintenanceWindow | null;
  /** The clock, injectable for tests. @default Date.now */
  now?: () => number;
};

/** The spec's one defined window: 15 July 2025 22:00 to 16 July 02:00, UTC-7. */
export const SPEC_MAINTENANCE_WINDOW: MaintenanceWindow = {
  start: new Date('2025-07-15T22:00:00-07:00'),
  end: new Date('2025-07-16T02:00:00-07:00'),
};

/** Downtime check every 60000 ms. */
export const DOWNTIME_CHECK_INTERVAL_MS = 60_000;

/**
 * Shows 'Maintenance in Progress' while the clock is inside the maintenance window, rechecking
 * every 60 s; the person can dismiss it for the rest of the session.
 */
export const maintenanceBannerMachine = setup({
  types: {
    input: {} as MaintenanceBannerInput,
    context: {} as { window: MaintenanceWindow | null; now: () => number },
    events: {} as { type: 'user.dismiss' } | { type: 'api.windowLoaded'; window: MaintenanceWindow | null },
  },
  delays: { DOWNTIME_CHECK_INTERVAL: DOWNTIME_CHECK_INTERVAL_MS },
  guards: {
    isInsideWindow: ({ context }) => {
      if (!context.window) return false;
      const now = context.now();
      return now >= context.window.start.getTime() && now < context.window.end.getTime();
    },
  },
  actions: {
    storeWindow: assign({
      window: ({ event }) => (event.type === 'api.windowLoaded' ? event.window : null),
    }),
  },
}).createMachine({
  id: 'maintenanceBanner',
  context: ({ input }) => ({ window: input.window ?? null, now: input.now ?? Date.now }),
  initial: 'checking',
  on: {
    'api.windowLoaded': { target: '.checking', actions: 'storeWindow' },
  },
  states: {
    checking: {
      always: [{ guard: 'isInsideWindow', target: 'visible' }, { target: 'hidden' }],
    },
    hidden: {
      after: { DOWNTIME_CHECK_INTERVAL: 'checking' },
    },
    visible: {
      tags: ['visible'],
      after: { DOWNTIME_CHECK_INTERVAL: 'checking' },
      on: { 'user.dismiss': 'dismissed' },
    },
    dismissed: {
      // Dismissed for the session: a new window from the API does not bring it back either.
      on: { 'api.windowLoaded': {} },
    },
  },
});
