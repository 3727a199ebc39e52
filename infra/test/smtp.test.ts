import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { attachmentsOf, startSmtpCapture, type CapturedMail, type SmtpCapture } from '../src/smtp';

describe('SMTP capture', () => {
  let dir: string;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'hvac-mail-'));
    // As an earlier version left it: open to every user of the machine.
    chmodSync(dir, 0o755);
    smtp = await startSmtpCapture({ dir });
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores each message as .eml and parsed .json and hands it to waitFor', async () => {
    const transport = nodemailer.createTransport({ url: smtp.url } as never);
    const arriving = smtp.waitFor((m) => m.subject === 'Invoice INV-0001');
    await transport.sendMail({
      from: 'HVAC <billing@example.com>',
      to: 'client@example.com',
      cc: 'manager@example.com',
      subject: 'Invoice INV-0001',
      text: 'Please find your invoice attached.',
      html: '<p>Please find your invoice <b>attached</b>.</p>',
      attachments: [{ filename: 'INV-0001.pdf', content: Buffer.from('%PDF-1.4 fake'), contentType: 'application/pdf' }],
    });
    const mail = await arriving;
    expect(mail).toMatchObject({
      from: 'billing@example.com',
      to: ['client@example.com'],
      cc: ['manager@example.com'],
      envelope: { from: 'billing@example.com', to: ['client@example.com', 'manager@example.com'] },
      subject: 'Invoice INV-0001',
      attachments: ['INV-0001.pdf'],
    });
    expect(mail.text.trim()).toBe('Please find your invoice attached.');
    expect(mail.html).toContain('<b>attached</b>');

    const files = readdirSync(dir).filter((f) => f.includes(mail.id)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
    expect(files[1]).toMatch(/\.json$/);
    expect(readFileSync(mail.emlFile, 'utf8')).toContain('Subject: Invoice INV-0001');
    expect(await attachmentsOf(mail)).toEqual([{ filename: 'INV-0001.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 fake') }]);
    const stored = JSON.parse(readFileSync(path.join(dir, files[1]!), 'utf8')) as CapturedMail;
    expect(stored).toEqual(mail);
    expect(existsSync(stored.emlFile)).toBe(true);
    expect(smtp.messages().map((m) => m.subject)).toContain('Invoice INV-0001');
    // Captured mail holds reset links and invoices: readable by the owner only.
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect([mode(dir), ...files.map((f) => mode(path.join(dir, f)))]).toEqual([0o700, 0o600, 0o600]);
  });

  it('finds a message that arrived before waitFor was called', async () => {
    const transport = nodemailer.createTransport({ url: smtp.url } as never);
    await transport.sendMail({ from: 'a@example.com', to: 'b@example.com', subject: 'Early bird', text: 'hi' });
    await expect(smtp.waitFor((m) => m.subject === 'Early bird', 1000)).resolves.toMatchObject({ to: ['b@example.com'] });
  });

  it('rejects with what did arrive when the expected message does not', async () => {
    await expect(smtp.waitFor((m) => m.subject === 'Never sent', 300)).rejects.toThrow(/No matching e-mail arrived within 300 ms \(received: .*"Early bird" to b@example.com/);
  });

  it('names the port when it is already taken', async () => {
    await expect(startSmtpCapture({ dir, port: smtp.port })).rejects.toThrow(
      `Port ${smtp.port} (SMTP capture) is already in use. Stop the process using it or set SMTP_PORT.`,
    );
  });

  it('outlives senders that vanish in the middle of a message', async () => {
    for (let i = 0; i < 3; i++) {
      const socket = net.connect(smtp.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('data', resolve));
      socket.write('EHLO test\r\nMAIL FROM:<a@example.com>\r\nRCPT TO:<b@example.com>\r\nDATA\r\nSubject: cut\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.resetAndDestroy();
    }
    const transport = nodemailer.createTransport({ url: smtp.url } as never);
    await transport.sendMail({ from: 'billing@example.com', to: 'client@example.com', subject: 'Still here', text: 'x' });
    expect((await smtp.waitFor((m) => m.subject === 'Still here')).to).toEqual(['client@example.com']);
  });

  it('refuses connections while stopped and takes mail again on the same port once started', async () => {
    const transport = nodemailer.createTransport({ url: smtp.url } as never);
    const mail = { from: 'billing@example.com', to: 'client@example.com', subject: 'After the outage', text: 'x' };
    await smtp.stop();
    try {
      await expect(transport.sendMail(mail)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await smtp.start();
    }
    await transport.sendMail(mail);
    expect((await smtp.waitFor((m) => m.subject === 'After the outage')).to).toEqual(['client@example.com']);
  });
});
