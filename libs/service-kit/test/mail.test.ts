import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import { SMTPServer } from 'smtp-server';
import { ensurePostgres, startSmtpCapture } from '@hvac/infra';
import { composeMail, createMailer, mailLanguageOf, mailOutboxMigration, queueMail } from '../src';
import { createDb, dropSchema, runMigrations } from '../src/db';

describe('composeMail: one layout for every service’s mail', () => {
  const content = { heading: 'Hello', paragraphs: ['First <b>line</b>'], rows: [{ label: 'Ref', value: 'A&B' }], action: { label: 'Open', url: 'https://x.example/a?b=1&c=2' } };

  it.each([
    ['en', 'ltr', 'Our emergency service is available 24/7 at (713) 555-0199.', 'Office (713) 555-0142'],
    ['es', 'ltr', 'Nuestro servicio de emergencia está disponible 24/7 en el (713) 555-0199.', 'Oficina (713) 555-0142'],
    ['fa', 'rtl', 'خدمات اضطراری ما ۲۴ ساعته و ۷ روز هفته از راه \u2066(713) 555-0199\u2069 در دسترس است.', 'دفتر \u2066(713) 555-0142\u2069'],
  ] as const)('writes %s in its direction with the signature, emergency and office numbers in that language', (lang, dir, emergency, office) => {
    const mail = composeMail('a@test.example', 'Subject', { lang, ...content });
    expect(mail.html).toContain(`<html lang="${lang}" dir="${dir}">`);
    for (const line of [emergency, office]) {
      expect(mail.html).toContain(line);
      expect(mail.text).toContain(line);
    }
  });

  it('escapes every value in the HTML and keeps the text plain', () => {
    const mail = composeMail('a@test.example', 'S', { lang: 'en', ...content }, 'reply@test.example');
    expect(mail.html).toContain('First &lt;b&gt;line&lt;/b&gt;');
    expect(mail.html).toContain('A&amp;B');
    expect(mail.html).toContain('href="https://x.example/a?b&#x3D;1&amp;c&#x3D;2"');
    expect(mail.text).toBe(
      'Hello\n\nFirst <b>line</b>\n\nOpen: https://x.example/a?b=1&c=2\n\nRef: A&B\n\nNeed help sooner? Our emergency service is available 24/7 at (713) 555-0199.\nBayou City Comfort HVAC, Houston, Texas · Office (713) 555-0142\n',
    );
    expect(mail.replyTo).toBe('reply@test.example');
  });

  it('leaves the signature off internal mail', () => {
    const mail = composeMail('office@test.example', 'S', { lang: 'en', heading: 'New', paragraphs: [], footer: ['Reference 1'], signed: false });
    expect(mail.text).toBe('New\n\nReference 1\n');
    expect(mail.html).not.toContain('Bayou City Comfort HVAC, Houston');
  });

  it('picks the language asked for, else the first of Accept-Language the site speaks, else English', () => {
    expect(mailLanguageOf('es', 'fa')).toBe('es');
    expect(mailLanguageOf(undefined, 'de-DE,fa-IR;q=0.9,en;q=0.5')).toBe('fa');
    expect(mailLanguageOf('de', undefined)).toBe('en');
  });
});

const schema = `t_mail_${randomBytes(4).toString('hex')}`;
let db: Knex;
beforeAll(async () => {
  db = createDb((await ensurePostgres()).testUrl, schema);
  await runMigrations(db, schema, [mailOutboxMigration]);
});
afterAll(async () => {
  await dropSchema(db, schema);
  await db.destroy();
});

const quietLog = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() }) as unknown as FastifyBaseLogger & Record<'info' | 'warn' | 'error', jest.Mock>;
const mailTo = (to: string, subject: string) => composeMail(to, subject, { lang: 'en', heading: 'Hi', paragraphs: ['A link: https://x.example/reset?token=secret'] });
const rowsOf = (kind: string) => db('mail_outbox').where({ kind }).orderBy('created_at');
const capturing = () => startSmtpCapture({ dir: mkdtempSync(path.join(os.tmpdir(), 'kit-mail-')) });

describe('Mailer.send: a mail the caller waits for', () => {
  it('resolves once the server took the message, attachment included', async () => {
    const capture = await capturing();
    const mailer = createMailer(`${capture.url}?pool=false`, 'Office <office@test.example>', db, quietLog());
    try {
      const mail = composeMail('c@test.example', 'Invoice', { lang: 'en', heading: 'Hi', paragraphs: [] });
      await mailer.send('document', { ...mail, attachments: [{ filename: 'Invoice-1.pdf', content: Buffer.from('%PDF-1.7'), contentType: 'application/pdf' }] });
      const got = await capture.waitFor((m) => m.subject === 'Invoice', 5_000);
      expect([got.to, got.attachments]).toEqual([['c@test.example'], ['Invoice-1.pdf']]);
    } finally {
      await mailer.close();
      await capture.close();
    }
  });

  it('rejects with the reason when no server answers', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const mailer = createMailer(`smtp://127.0.0.1:${port}?pool=false`, 'office@test.example', db, quietLog());
    await expect(mailer.send('document', mailTo('c@test.example', 'S'))).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });
});

describe('Mailer.queue: the mail outbox', () => {
  it('sends a mail queued in a committed transaction, and none of a rolled-back one; the sent row keeps no body', async () => {
    const capture = await capturing();
    const mailer = createMailer(capture.url, 'office@test.example', db, quietLog());
    mailer.start();
    try {
      await db.transaction((trx) => mailer.queue(trx, 'committed', mailTo('c@test.example', 'Committed')));
      await expect(
        db.transaction(async (trx) => {
          await mailer.queue(trx, 'rolled-back', mailTo('c@test.example', 'Rolled back'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await mailer.settle();
      expect((await capture.waitFor((m) => m.subject === 'Committed', 5_000)).to).toEqual(['c@test.example']);
      expect(await rowsOf('rolled-back')).toEqual([]);
      const [row] = await rowsOf('committed');
      expect(row).toMatchObject({ recipient: 'c@test.example', subject: 'Committed', attempts: 1, body: null, failed_at: null, last_error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
      expect(capture.messages().filter((m) => m.subject === 'Rolled back')).toEqual([]);
    } finally {
      await mailer.close();
      await capture.close();
    }
  });

  it('tries again while the mail server is away, and delivers once it is back', async () => {
    const log = quietLog();
    const capture = await capturing();
    const mailer = createMailer(capture.url, 'office@test.example', db, log, { retryFirstMs: 100 });
    mailer.start();
    try {
      await capture.stop();
      await mailer.queue(db, 'away', mailTo('c@test.example', 'Booked'));
      while (log.warn.mock.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      await capture.start();
      await mailer.settle();
      expect((await capture.waitFor((m) => m.subject === 'Booked', 5_000)).to).toEqual(['c@test.example']);
      expect(log.warn.mock.calls[0]![1]).toBe('mail not sent yet; will retry');
      expect(log.error).not.toHaveBeenCalled();
      const [row] = await rowsOf('away');
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expect(row.sent_at).toBeInstanceOf(Date);
    } finally {
      await mailer.close();
      await capture.close();
    }
  });

  it('survives the process that queued it: a mail left by a stopped mailer is sent by the next one', async () => {
    const capture = await capturing();
    const gone = createMailer(capture.url, 'office@test.example', db, quietLog());
    await gone.queue(db, 'left-behind', mailTo('c@test.example', 'Left behind'));
    await gone.close();
    const next = createMailer(capture.url, 'office@test.example', db, quietLog());
    next.start();
    try {
      await next.settle();
      await capture.waitFor((m) => m.subject === 'Left behind', 5_000);
      expect((await rowsOf('left-behind'))[0].sent_at).toBeInstanceOf(Date);
    } finally {
      await next.close();
      await capture.close();
    }
  });

  it('leaves a mail another sender holds, and sends it as soon as that sender is gone (its transaction ends with its connection)', async () => {
    const capture = await capturing();
    const id = await queueMail(db, 'held', mailTo('c@test.example', 'Held'));
    const holder = await db.transaction();
    await holder.raw('SELECT id FROM mail_outbox WHERE id = ? FOR UPDATE', [id]);
    const mailer = createMailer(capture.url, 'office@test.example', db, quietLog());
    mailer.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(capture.messages().filter((m) => m.subject === 'Held')).toEqual([]);
      await holder.rollback();
      await mailer.settle();
      await capture.waitFor((m) => m.subject === 'Held', 5_000);
      expect((await rowsOf('held'))[0]).toMatchObject({ attempts: 1, body: null });
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
      await mailer.close();
      await capture.close();
    }
  });

  it('shares the outbox between replicas: 60 mails, two relays, each mail sent once', async () => {
    const capture = await capturing();
    const replica = createDb((await ensurePostgres()).testUrl, schema);
    const mailers = [createMailer(capture.url, 'office@test.example', db, quietLog()), createMailer(capture.url, 'office@test.example', replica, quietLog())];
    try {
      await db.transaction(async (trx) => {
        for (let i = 0; i < 60; i++) await mailers[i % 2]!.queue(trx, 'shared', mailTo('c@test.example', `Shared ${i}`));
      });
      for (const m of mailers) m.start();
      await Promise.all(mailers.map((m) => m.settle()));
      const subjects = capture.messages().filter((m) => m.subject.startsWith('Shared ')).map((m) => m.subject);
      expect(subjects).toHaveLength(60);
      expect(new Set(subjects).size).toBe(60);
      expect((await rowsOf('shared')).every((r) => r.attempts === 1 && r.sent_at !== null)).toBe(true);
    } finally {
      await Promise.all(mailers.map((m) => m.close()));
      await replica.destroy();
      await capture.close();
    }
  });

  it('records a mail the server refuses as failed, with the reason, and logs it as an error', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.server.address() as AddressInfo;
    const log = quietLog();
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, 'office@test.example', db, log);
    mailer.start();
    try {
      await mailer.queue(db, 'refused', mailTo('nobody@test.example', 'Refused'));
      await mailer.settle();
      const [row] = await rowsOf('refused');
      expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringContaining('Mailbox unavailable') });
      expect(row.failed_at).toBeInstanceOf(Date);
      expect(row.body.text).toContain('A link');
      expect(log.error.mock.calls[0]![1]).toBe('mail could not be sent');
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('refuses to queue an attachment, which belongs to Mailer.send', async () => {
    const mailer = createMailer('smtp://127.0.0.1:1', 'office@test.example', db, quietLog());
    const mail = { ...mailTo('c@test.example', 'PDF'), attachments: [{ filename: 'a.pdf', content: Buffer.from('%PDF'), contentType: 'application/pdf' }] };
    await expect(mailer.queue(db, 'attachment', mail)).rejects.toThrow(/no attachments/);
    await mailer.close();
  });
});
