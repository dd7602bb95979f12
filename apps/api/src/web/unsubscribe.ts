/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link in
 * the `List-Unsubscribe` header, without cookies, so the encrypted token in the link is the only
 * credential (CSRF is exempted for this path). The token is the shareable secret: it decrypts to
 * the e-mail address.
 */
import { GENERAL_COMMUNICATIONS_PATH, SUBSCRIPTION_SHORT_CODES } from '@hearth/data';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import type { ApiConfig } from '../config';
import type { Queryable } from '../db/client';
import { contactPreferencesToken } from '../domain/account/contactPreferences';
import { findUserByEmail } from '../domain/users';
import { setAlert, setSubscription, unsubscribedMessage } from '../graphql/subscriptionStore';
import { enqueue } from '../outbox/outbox';
import { decryptSecret, encryptSecret } from '../security/tokens';

export const UNSUBSCRIBE_PATH = GENERAL_COMMUNICATIONS_PATH;

export type UnsubscribeLink = {
  token: string;
  /** The general-communications page for the address (the legacy `rlt` parameter). */
  pageUrl: string;
  /** Where the one-click POST goes. */
  oneClickUrl: string;
  /** The headers an e-mail carrying this link sends (RFC 2369 and RFC 8058). */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

/** The unsubscribe link of an e-mail sent to `email`, for one short code (default the newsletter). */
export function unsubscribeLink(
  config: Pick<ApiConfig, 'secretKey' | 'webBaseUrl'>,
  email: string,
  shortCode: string = SUBSCRIPTION_SHORT_CODES.newsletter,
): UnsubscribeLink {
  const token = encryptSecret(config.secretKey, email.trim().toLowerCase());
  const base = `${config.webBaseUrl}${UNSUBSCRIBE_PATH}`;
  const oneClickUrl = `${base}?token=${encodeURIComponent(token)}&shortCode=${encodeURIComponent(shortCode)}`;
  return {
    token,
    pageUrl: `${base}?rlt=${encodeURIComponent(token)}`,
    oneClickUrl,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const query = z
  .object({
    rlt: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    token: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    shortCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  })
  .check(z.refine((value) => value.rlt || value.token, { message: 'A token is required.', path: ['token'] }));

const invalidLink = {
  error: 'Bad Request',
  code: 'INVALID_TOKEN',
  message: 'Updating email settings failed.',
};

export async function registerUnsubscribeRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    // Mail clients send the RFC 8058 body form-encoded (or as multipart); its content is fixed,
    // so it is read as text and not needed beyond that.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    if (!scope.hasContentTypeParser('multipart/form-data')) {
      scope.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'string', bodyLimit: 4096 },
        (_request, body, done) => done(null, body),
      );
    }

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const parsed = query.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send(invalidLink);
      const token = parsed.data.token ?? parsed.data.rlt ?? '';
      const email = decryptSecret(app.hearth.config.secretKey, token);
      if (!email) return reply.code(400).send(invalidLink);
      const shortCode = parsed.data.shortCode ?? SUBSCRIPTION_SHORT_CODES.newsletter;
      const message = await app.hearth.db.transaction(async (tx) => {
        const group = await setSubscription(
          tx,
          { email, source: 'EMAIL_LINK', changedByUserId: null },
          shortCode,
          false,
        );
        const text = unsubscribedMessage(group);
        await setAlert(tx, email, { message: text, type: 'success' });
        const manageUrl = await manageLink(tx, email, unsubscribeLink(app.hearth.config, email, shortCode));
        await enqueue(tx, {
          channel: 'email',
          kind: 'unsubscribe',
          to: email,
          subject: 'You have been unsubscribed',
          text: `${text}\n\nTo change your e-mail and contact preferences, visit:\n${manageUrl}\n`,
          data: { shortCode, manageUrl },
        });
        return text;
      });
      app.hearth.outbox.nudge();
      return reply
        .code(200)
        .send({ emailAddress: email.toLowerCase(), shortCode, unsubscribed: true, message });
    });
  });
}

/**
 * The page that manages the address's e-mails; for a customer's address it also carries the
 * contact preferences' token (spec 02 §6: managed by the e-mailed token, without logging in).
 */
async function manageLink(db: Queryable, email: string, link: UnsubscribeLink): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) return link.pageUrl;
  const token = await contactPreferencesToken(db, user.userId);
  return `${link.pageUrl}&verificationToken=${encodeURIComponent(token)}`;
}
