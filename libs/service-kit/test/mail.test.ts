import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '@hvac/infra';
import { composeMail, createMailer, mailLanguageOf } from '../src';
import { loggedUrl } from '../src/net';

describe('composeMail: one layout for every service’s mail', () => {
  const content = { heading: 'Hello', paragraphs: ['First <b>line</b>'], rows: [{ label: 'Ref', value: 'A&B' }], action: { label: 'Open', url: 'https://x.example/a?b=1&c=2' } };

  it.each([
    ['en', 'ltr', 'Our emergency service is available 24/7.'],
    ['es', 'ltr', 'Nuestro servicio de emergencia está disponible 24/7.'],
    ['fa', 'rtl', 'خدمات اضطراری ما ۲۴ ساعته'],
  ] as const)('writes %s in its direction with the signature in that language', (lang, dir, signature) => {
    const mail = composeMail('a@test.example', 'Subject', { lang, ...content });
    expect(mail.html).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(mail.html).toContain(signature);
    expect(mail.text).toContain(signature);
  });

  it('escapes every value in the HTML and keeps the text plain', () => {
    const mail = composeMail('a@test.example', 'S', { lang: 'en', ...content }, 'reply@test.example');
    expect(mail.html).toContain('First &lt;b&gt;line&lt;/b&gt;');
    expect(mail.html).toContain('A&amp;B');
    expect(mail.html).toContain('href="https://x.example/a?b&#x3D;1&amp;c&#x3D;2"');
    expect(mail.text).toBe(
      'Hello\n\nFirst <b>line</b>\n\nOpen: https://x.example/a?b=1&c=2\n\nRef: A&B\n\nNeed help sooner? Our emergency service is available 24/7.\nBayou City Comfort HVAC, Houston, Texas\n',
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

describe('Mailer.send: a mail the caller waits for', () => {
  const log = { info: jest.fn(), error: jest.fn() } as unknown as Parameters<typeof createMailer>[2];

  it('resolves once the server took the message, attachment included', async () => {
    const capture = await startSmtpCapture({ dir: mkdtempSync(path.join(os.tmpdir(), 'kit-mail-')) });
    const mailer = createMailer(`${capture.url}?pool=false`, 'Office <office@test.example>', log);
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
    const mailer = createMailer(`smtp://127.0.0.1:${port}?pool=false`, 'office@test.example', log);
    await expect(mailer.send('document', composeMail('c@test.example', 'S', { lang: 'en', heading: 'Hi', paragraphs: [] }))).rejects.toThrow(/ECONNREFUSED/);
    await mailer.close();
  });
});

describe('Mailer.dispatch: a mail sent in the background', () => {
  it('tries again while the mail server is away, and delivers once it is back', async () => {
    const warn = jest.fn();
    const error = jest.fn();
    const log = { info: jest.fn(), warn, error } as unknown as Parameters<typeof createMailer>[2];
    const capture = await startSmtpCapture({ dir: mkdtempSync(path.join(os.tmpdir(), 'kit-mail-')) });
    const mailer = createMailer(capture.url, 'office@test.example', log, { retryFirstMs: 100 });
    try {
      await capture.stop();
      mailer.dispatch('booking', () => composeMail('c@test.example', 'Booked', { lang: 'en', heading: 'Hi', paragraphs: [] }));
      while (warn.mock.calls.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      await capture.start();
      await mailer.settle();
      expect((await capture.waitFor((m) => m.subject === 'Booked', 5_000)).to).toEqual(['c@test.example']);
      expect(warn.mock.calls[0]![1]).toBe('mail not sent yet; will retry');
      expect(error).not.toHaveBeenCalled();
    } finally {
      await mailer.close();
      await capture.close();
    }
  });
});

describe('loggedUrl', () => {
  it('takes a token out of a logged URL and leaves everything else', () => {
    expect(loggedUrl('/api/documents/invoice/1/view?lang=fa&token=eyJ.abc.def')).toBe('/api/documents/invoice/1/view?lang=fa&token=[redacted]');
    expect(loggedUrl('/api/documents/invoice/1/view?token=eyJ.abc&lang=es')).toBe('/api/documents/invoice/1/view?token=[redacted]&lang=es');
    expect(loggedUrl('/api/invoices?search=tokens')).toBe('/api/invoices?search=tokens');
  });
});
