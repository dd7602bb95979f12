/** Conversations between homeowners and pros. */
import { z } from 'zod/mini';
import { id, isoDateTime, stringList } from '../fields';
import { resource } from '../resource';

export const CONVERSATION_PEER_ROLES = ['pro', 'homeowner'] as const;

/** `peerId` is the peer's user id, as text. */
export const conversationPeerSchema = /* @__PURE__ */ z.object({
  peerId: z.string(),
  role: z.enum(CONVERSATION_PEER_ROLES),
});

export const conversationSummarySchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  peers: z.array(conversationPeerSchema),
  created: isoDateTime(),
  /** The newest message's time, else `created`. */
  latest: isoDateTime(),
  messages: z.array(z.object({ id: z.uuid(), mimeType: z.string() })),
});
export type ConversationSummaryDto = z.infer<typeof conversationSummarySchema>;

export const conversationMessageSchema = /* @__PURE__ */ z.object({
  id: z.uuid(),
  mimeType: z.string(),
  /** The sender's `peerId`. */
  fromPeerId: z.string(),
  /** The text, or for other mime types a caption. */
  body: z.string(),
  created: isoDateTime(),
});

export const conversationSchema = /* @__PURE__ */ z.extend(conversationSummarySchema, {
  projectLifecycleId: z.nullable(z.uuid()),
  messages: z.array(conversationMessageSchema),
});
export type ConversationDto = z.infer<typeof conversationSchema>;

export const conversationResponseTimeSchema = /* @__PURE__ */ z.object({
  userId: z.number(),
  /** Conversations the user is a peer of. */
  conversationCount: z.int(),
  /** Times the user answered a peer's message. */
  responseCount: z.int(),
  /** Median seconds from a peer's first unanswered message to the user's reply; null with no replies. */
  medianResponseSeconds: z.nullable(z.number()),
  averageResponseSeconds: z.nullable(z.number()),
});

export const conversationSummaryServiceResource = resource('conversationSummaryService', {
  /**
   * Conversation summaries keyed by id. Visible to their peers and CURATOR; ids the caller may not
   * see, or unknown, are left out.
   */
  create: {
    path: '/conversations/summaries',
    input: () => z.object({ conversationIds: stringList(z.uuid()) }),
    output: () => z.record(z.uuid(), conversationSummarySchema),
    access: { type: 'session' },
    batch: { ids: 'conversationIds', split: { by: 'record' } },
  },
});

export const conversationServiceResource = resource('conversationService', {
  /**
   * One conversation with its messages, read as userId (the caller, or anyone for CURATOR). 403
   * when userId is not one of its peers; 404 when unknown.
   */
  read: {
    path: '/conversations/:conversationId',
    input: () => z.object({ conversationId: z.uuid(), userId: id() }),
    output: () => conversationSchema,
    access: { type: 'owner', owner: 'userId' },
  },
});

export const userConversationResponseTimeServiceResource = resource('userConversationResponseTimeService', {
  /** How fast a user answers the peers of their conversations. */
  read: {
    path: '/users/:userId/conversation-response-time',
    input: () => z.object({ userId: id() }),
    output: () => conversationResponseTimeSchema,
    access: { type: 'owner', owner: 'userId' },
  },
});

export const conversationsResources = {
  conversationSummaryService: conversationSummaryServiceResource,
  conversationService: conversationServiceResource,
  userConversationResponseTimeService: userConversationResponseTimeServiceResource,
};
