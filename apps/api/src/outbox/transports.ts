/** Where the delivery worker hands a message: SMTP for e-mail, and what stands in for the rest. */
import nodemailer from 'nodemailer';
import type { OutboxMessage } from './outbox';

export interface Transport {
  /** Resolves once the message is accepted; throws to have it retried later. */
  deliver(message: OutboxMessage): Promise<void>;
}

/** No provider outside prod: the row in the development outbox is the delivery. */
export const developmentTransport: Transport = { deliver: async () => {} };

/**
 * Prod without a provider for the channel (phone calls: this reference API has no telephony): the
 * kind and recipient are logged, never the code.
 */
export function logTransport(log: { warn(object: object, message: string): void }): Transport {
  return {
    async deliver(message) {
      log.warn(
        { channel: message.channel, kind: message.kind, to: message.to },
        'no provider for this message: not sent',
      );
    },
  };
}

/** SMTP through nodemailer. Timeouts stay well under the worker's lease on a message. */
export function smtpTransport(url: string, from: string): Transport & { close(): void } {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async deliver(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}

/** E-mail to one transport, phone calls to another. */
export function byChannel(email: Transport, phone: Transport): Transport {
  return { deliver: (message) => (message.channel === 'email' ? email : phone).deliver(message) };
}
