/**
 * A local SMTP server that keeps what it receives (smtp-server from npm), for tests that stop and
 * start the mail server under a running API.
 */
import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  /** The message with quoted-printable soft line breaks and escapes undone. */
  text: string;
};

const unquote = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;

  private constructor(readonly port: number) {}

  /** A sink on a free port, not yet listening (the mail server is down until `start()`). */
  static async onFreePort(): Promise<SmtpSink> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return new SmtpSink(port);
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
            raw,
            text: unquote(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages received for an address. */
  to(address: string) {
    return this.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  }
}
