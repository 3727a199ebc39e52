import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { privateDir } from './private-files';

export const DEFAULT_SMTP_PORT = 2525;

/** One captured message; the same object is stored beside the raw message as `<name>.json`. */
export interface CapturedMail {
  id: string;
  receivedAt: string;
  /** The raw message (`.eml`), for tests that need the attachments' bytes. */
  emlFile: string;
  envelope: { from: string | null; to: string[] };
  from: string | null;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
  /** Attachment file names. */
  attachments: string[];
}

export interface SmtpCapture {
  url: string;
  port: number;
  dir: string;
  /** Messages received by this server, oldest first. */
  messages(): CapturedMail[];
  /** The first message (already received or arriving within timeoutMs) that matches. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Stops listening for a while (an outage of the mail server); the port stays this capture's. */
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export interface SmtpOptions {
  /** Default: a free port. */
  port?: number;
  dir: string;
}

/** A captured message's attachments with their bytes, read back from its `.eml` (a mailed PDF's content). */
export async function attachmentsOf(mail: CapturedMail): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  const parsed = await simpleParser(await readFile(mail.emlFile));
  return parsed.attachments.map((a) => ({ filename: a.filename ?? '(unnamed)', contentType: a.contentType, content: a.content }));
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? '').filter(Boolean));

/**
 * A development SMTP server on loopback: accepts everything (no auth, no TLS) and keeps each message
 * as `<timestamp>-<id>.eml` plus a parsed `.json`, readable by the checkout's owner only, so mail can be
 * read during development and checked by tests.
 */
export async function startSmtpCapture(options: SmtpOptions): Promise<SmtpCapture> {
  privateDir(options.dir);
  const received: CapturedMail[] = [];
  const waiters = new Set<() => void>();

  async function store(raw: Buffer, envelope: { mailFrom: { address: string } | false; rcptTo: { address: string }[] }): Promise<void> {
    const id = randomBytes(6).toString('hex');
    const receivedAt = new Date();
    const base = path.join(options.dir, `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${id}`);
    const parsed = await simpleParser(raw);
    const mail: CapturedMail = {
      id,
      receivedAt: receivedAt.toISOString(),
      emlFile: `${base}.eml`,
      envelope: { from: envelope.mailFrom ? envelope.mailFrom.address : null, to: envelope.rcptTo.map((r) => r.address) },
      from: addresses(parsed.from)[0] ?? null,
      to: addresses(parsed.to),
      cc: addresses(parsed.cc),
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html || '',
      attachments: parsed.attachments.map((a) => a.filename ?? '(unnamed)'),
    };
    await writeFile(`${base}.eml`, raw, { mode: 0o600 });
    await writeFile(`${base}.json`, `${JSON.stringify(mail, null, 2)}\n`, { mode: 0o600 });
    received.push(mail);
    for (const wake of waiters) wake();
  }

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      size: 50 * 1024 * 1024,
      // Services keep pooled connections open; on close they get a 421 after a second instead of 30.
      closeTimeout: 1000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          void store(raw, session.envelope).then(
            () => callback(),
            (err: Error) => callback(err),
          );
        });
      },
    });

  const listen = (server: SMTPServer, port: number) =>
    new Promise<void>((resolve, reject) => {
      const refused = (err: NodeJS.ErrnoException) =>
        reject(
          err.code === 'EADDRINUSE'
            ? new Error(`Port ${port || options.port} (SMTP capture) is already in use. Stop the process using it or set SMTP_PORT.`)
            : err,
        );
      server.once('error', refused);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', refused);
        // A sender that goes away in the middle of a message (a service killed, a pool cut) is reported
        // here; unheard, it would end the process the capture runs in (npm start, a test runner).
        server.on('error', () => undefined);
        resolve();
      });
    });
  let server: SMTPServer | null = createServer();
  await listen(server, options.port ?? 0);
  const port = (server.server.address() as AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = null;
      if (running) running.close(() => resolve());
      else resolve();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir: options.dir,
    messages: () => [...received],
    waitFor: (predicate, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = received.find(predicate);
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          const seen = received.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'none';
          reject(new Error(`No matching e-mail arrived within ${timeoutMs} ms (received: ${seen}).`));
        }, timeoutMs);
        waiters.add(wake);
        check();
      }),
    stop,
    start: async () => {
      if (server) return;
      const next = createServer();
      await listen(next, port);
      server = next;
    },
    close: stop,
  };
}
