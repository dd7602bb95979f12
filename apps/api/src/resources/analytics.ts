import type { analyticsResources } from '@hearth/data';
import { biUserActions } from '../db/schema';
import { forbidden } from '../errors';
import type { HandlersFor } from './handlers';

export const analyticsHandlers: HandlersFor<typeof analyticsResources> = {
  biUserAction: {
    create: async (event, { db, caller }) => {
      // Visitors' events count too, but nobody records events in another user's name.
      if (event.userId !== undefined && event.userId !== caller?.userId) throw forbidden();
      const [row] = await db
        .insert(biUserActions)
        .values({
          actionType: event.actionType,
          uiElement: event.uiElement,
          eventUrl: event.eventUrl,
          requestUrl: event.requestUrl,
          // Spec 01 §3: the event's user. The app's events leave it out; the session names it.
          userId: event.userId ?? caller?.userId ?? null,
          entity1Name: event.entity1Name ?? null,
          entity1Value: event.entity1Value ?? null,
          entity2Name: event.entity2Name ?? null,
          entity2Value: event.entity2Value ?? null,
        })
        .returning({ eventId: biUserActions.eventId });
      if (!row) throw new Error('BI event insert returned nothing');
      return { eventId: row.eventId, recorded: true as const };
    },
  },
};
