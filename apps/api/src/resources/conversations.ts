import type { conversationsResources } from '@hearth/data';
import {
  loadConversations,
  median,
  messagesOfUserConversations,
  responseTimes,
  toSummary,
  visibleConversationIds,
} from '../domain/projects/conversations';
import { forbidden, notFound } from '../errors';
import type { HandlersFor } from './handlers';

export const conversationsHandlers: HandlersFor<typeof conversationsResources> = {
  conversationSummaryService: {
    create: async ({ conversationIds }, { db, requireCaller }) => {
      const ids = await visibleConversationIds(db, requireCaller(), conversationIds);
      const loaded = await loadConversations(db, ids);
      return Object.fromEntries(
        ids.flatMap((id) => {
          const conversation = loaded.get(id);
          return conversation ? [[id, toSummary(conversation)]] : [];
        }),
      );
    },
  },
  conversationService: {
    // Access has already made sure the caller is userId or a curator.
    read: async ({ conversationId, userId }, { db }) => {
      const conversation = (await loadConversations(db, [conversationId])).get(conversationId);
      if (!conversation) throw notFound('Conversation');
      if (!conversation.peers.some((peer) => peer.peerId === String(userId))) throw forbidden();
      return conversation;
    },
  },
  userConversationResponseTimeService: {
    read: async ({ userId }, { db }) => {
      const { conversationCount, responseSeconds } = responseTimes(
        userId,
        await messagesOfUserConversations(db, userId),
      );
      const total = responseSeconds.reduce((sum, value) => sum + value, 0);
      return {
        userId,
        conversationCount,
        responseCount: responseSeconds.length,
        medianResponseSeconds: median(responseSeconds),
        averageResponseSeconds: responseSeconds.length ? Math.round(total / responseSeconds.length) : null,
      };
    },
  },
};
