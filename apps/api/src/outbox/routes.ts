import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { readOutbox, type StoredMessage } from './outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the delivery worker made of the message: pending, sent, or failed, with its failed attempts. */
function deliveryStatus(message: StoredMessage): string {
  const failures = message.failedAttempts
    ? `, ${message.failedAttempts} failed attempt${message.failedAttempts === 1 ? '' : 's'}${
        message.lastError ? ` (last: ${message.lastError})` : ''
      }`
    : '';
  return `${message.status}${message.sentAt ? ` ${message.sentAt}` : ''}${failures}`;
}

/** `/dev/outbox` (JSON, `?to=` filters by recipient) and `/dev/outbox.html`; never in prod. */
export function registerOutboxRoutes(app: FastifyInstance, db: Db) {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request) => ({
    messages: await readOutbox(db, request.query.to),
  }));
  app.get<{ Querystring: { to?: string } }>('/dev/outbox.html', async (request, reply) => {
    const messages = await readOutbox(db, request.query.to);
    const rows = messages
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p>${escapeHtml(message.channel)} to ${escapeHtml(message.to)} · ${escapeHtml(
            message.createdAt,
          )} · <strong>${escapeHtml(deliveryStatus(message))}</strong></p><pre>${escapeHtml(message.text)}</pre></article>`,
      )
      .join('\n');
    return reply
      .type('text/html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title></head><body><main><h1>Development outbox</h1>${
          rows || '<p>No messages yet.</p>'
        }</main></body></html>`,
      );
  });
}
