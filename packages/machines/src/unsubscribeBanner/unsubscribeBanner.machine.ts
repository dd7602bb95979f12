import { setup } from 'xstate';

/** The unsubscribe banner dismisses itself after 10000 ms. */
export const UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS = 10_000;

/**
 * The banner shown after an unsubscribe: it goes away by itself after 10 s, or when the person
 * dismisses it. Tags: `visible` while it shows.
 */
export const unsubscribeBannerMachine = setup({
  types: {
    events: {} as { type: 'user.dismiss' },
  },
  delays: { UNSUBSCRIBE_BANNER_AUTO_DISMISS: UNSUBSCRIBE_BANNER_AUTO_DISMISS_MS },
}).createMachine({
  id: 'unsubscribeBanner',
  initial: 'visible',
  states: {
    visible: {
      tags: ['visible'],
      after: { UNSUBSCRIBE_BANNER_AUTO_DISMISS: 'dismissed' },
      on: { 'user.dismiss': 'dismissed' },
    },
    dismissed: {},
  },
});
