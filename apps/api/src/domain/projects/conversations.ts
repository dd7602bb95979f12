/** Conversations between homeowners and pros: summaries, full reads and response times. */
import type { ConversationDto, ConversationSummaryDto } from '@hearth/data';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conversationMessages, conversationPeers, conversations } from '../../db/schema';
import { type Caller, isCurator } from '../../security/sessions';
import { iso } from './projects';

type PeerRole = ConversationSummaryDto['peers'][number]['role'];
type MessageRow = typeof conversationMessages.$inferSelect;

const peerRole = (role: string): PeerRole => (role === 'pro' ? 'pro' : 'homeowner');

/** Ids among `ids` the caller may see: those they are a peer of (all of them for CURATOR). */
export async function visibleConversationIds(db: Queryable, caller: Caller, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = isCurator(caller)
    ? await db.select({ id: conversations.id }).from(conversations).where(inArray(conversations.id, unique))
    : await db
        .select({ id: conversationPeers.conversationId })
        .from(conversationPeers)
        .where(
          and(inArray(conversationPeers.conversationId, unique), eq(conversationPeers.userId, caller.userId)),
        );
  const found = new Set(rows.map((row) => row.id));
  return unique.filter((id) => found.has(id));
}

/** Full conversations (messages with their text), keyed by id. */
export async function loadConversations(db: Queryable, ids: readonly string[]) {
  const out = new Map<string, ConversationDto>();
  if (!ids.length) return out;
  const list = [...ids];
  const rows = await db.select().from(conversations).where(inArray(conversations.id, list));
  const peers = await db
    .select()
    .from(conversationPeers)
    .where(inArray(conversationPeers.conversationId, list))
    .orderBy(asc(conversationPeers.role), asc(conversationPeers.userId));
  const messages = await db
    .select()
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, list))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  for (const row of rows) {
    out.set(row.id, {
      id: row.id,
      projectLifecycleId: row.projectId,
      peers: [],
      created: iso(row.createdAt),
      latest: iso(row.createdAt),
      messages: [],
    });
  }
  for (const peer of peers) {
    out.get(peer.conversationId)?.peers.push({ peerId: String(peer.userId), role: peerRole(peer.role) });
  }
  for (const message of messages) {
    const conversation = out.get(message.conversationId);
    if (!conversation) continue;
    conversation.messages.push({
      id: message.id,
      mimeType: message.mimeType,
      fromPeerId: String(message.senderUserId),
      body: message.body,
      created: iso(message.createdAt),
    });
    // Messages come oldest first, so the last one is the latest activity.
    conversation.latest = iso(message.createdAt);
  }
  return out;
}

export function toSummary(conversation: ConversationDto): ConversationSummaryDto {
  return {
    id: conversation.id,
    peers: conversation.peers,
    created: conversation.created,
    latest: conversation.latest,
    messages: conversation.messages.map(({ id, mimeType }) => ({ id, mimeType })),
  };
}

export type ResponseTimes = { conversationCount: number; responseSeconds: number[] };

/**
 * How long `userId` took to answer: in each conversation, from the first message of another peer
 * that the user had not yet answered to the user's next message.
 */
export function responseTimes(userId: number, byConversation: Map<string, MessageRow[]>): ResponseTimes {
  const responseSeconds: number[] = [];
  for (const messages of byConversation.values()) {
    let waitingSince: Date | null = null;
    for (const message of messages) {
      if (message.senderUserId !== userId) {
        waitingSince ??= message.createdAt;
      } else if (waitingSince) {
        responseSeconds.push(Math.round((message.createdAt.getTime() - waitingSince.getTime()) / 1000));
        waitingSince = null;
      }
    }
  }
  return { conversationCount: byConversation.size, responseSeconds };
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The messages of every conversation the user is a peer of, oldest first, by conversation. */
export async function messagesOfUserConversations(db: Queryable, userId: number) {
  const mine = await db
    .select({ id: conversationPeers.conversationId })
    .from(conversationPeers)
    .where(eq(conversationPeers.userId, userId));
  const byConversation = new Map<string, MessageRow[]>(mine.map(({ id }) => [id, []]));
  if (!mine.length) return byConversation;
  const messages = await db
    .select()
    .from(conversationMessages)
    .where(inArray(conversationMessages.conversationId, [...byConversation.keys()]))
    .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
  for (const message of messages) byConversation.get(message.conversationId)?.push(message);
  return byConversation;
}
