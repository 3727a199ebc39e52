import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatUsd, parseCents } from '@hvac/contracts';
import { DOCUMENT_MESSAGES, documentFileName, type DocumentSend, type DocumentType } from '@hvac/contracts/billing';
import { BILLING_EVENTS } from '@hvac/contracts/events';
import { attachmentsOf, ensureChromium, ensurePoppler } from '@hvac/infra';
import { eventually } from '@hvac/service-kit/testing';
import { estimateBody, invoiceBody, quoteBody, serviceRequestOf, startBilling, type TestBilling, type TestUser } from './helpers';

// Real PDFs from the service's own Chromium, read back with poppler's pdftotext; real mail through the
// harness's SMTP capture (docs/domains/billing.md#documents).
let t: TestBilling;
let staff: TestUser;
let alice: TestUser;
let bob: TestUser;
const docs = {} as Record<DocumentType, { id: string; number: string; total: string }>;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'hvac-documents-'));
/** First pages of every kind in every language, as PNGs, to be looked at (printed at the end). */
const PNG_DIR = path.join(os.tmpdir(), 'hvac-document-pngs');
const NOTE = '<script>alert(1)</script><b>Gate</b> code 4411';
/** Alice's service request, which her quote and estimate answer. */
let serviceRequest: string;
/** What the service logged while these tests ran (LOG_LEVEL info): a token must never be in it. */
const logged: string[] = [];

beforeAll(async () => {
  ensureChromium();
  ensurePoppler();
  mkdirSync(PNG_DIR, { recursive: true });
  t = await startBilling({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void logged.push(line) } });
  staff = await t.user('staff');
  alice = await t.user('client', { username: 'Alice Navarro' });
  bob = await t.user('client');
  serviceRequest = await serviceRequestOf(t, alice.user.id);
  const lines = [
    { description: 'Condenser fan motor', quantity: 1.5, unitPrice: 99 },
    { description: 'Refrigerant R-410A (lb)', quantity: 2.25, unitPrice: 45.99 },
  ];
  const create = async (type: DocumentType, body: object) => {
    const res = await t.call({ method: 'POST', url: `/api/${type}s`, token: staff.token, payload: body });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data[type] as Record<string, string>;
    docs[type] = { id: doc.id!, number: doc[`${type}Number`]!, total: doc.totalAmount! };
  };
  await create('quote', quoteBody(alice.user.id, { lineItems: lines, notes: NOTE, status: 'draft', serviceRequestId: serviceRequest }));
  await create('estimate', estimateBody(alice.user.id, { lineItems: lines, notes: NOTE, serviceRequestId: serviceRequest }));
  await create('invoice', invoiceBody(alice.user.id, { lineItems: lines, notes: NOTE, status: 'draft' }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  console.log(`First pages of the documents, as PNGs: ${PNG_DIR}`);
});

const get = (type: string, id: string, action: string, opts: { token?: string; query?: string; headers?: Record<string, string> } = {}) =>
  t.call({ method: 'GET', url: `/api/documents/${type}/${id}/${action}${opts.query ? `?${opts.query}` : ''}`, token: opts.token, headers: opts.headers });

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(scratch, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('the PDF of each kind in each language', () => {
  const TITLES = { en: { quote: 'Quote', estimate: 'Estimate', invoice: 'Invoice' }, es: { quote: 'Cotización', estimate: 'Estimación', invoice: 'Factura' } } as const;

  it.each((['quote', 'estimate', 'invoice'] as const).flatMap((type) => (['en', 'fa', 'es'] as const).map((lang) => [type, lang] as const)))(
    '%s in %s: a real PDF named for its number, with its number and total, in its language',
    async (type, lang) => {
      const doc = docs[type];
      const res = await get(type, doc.id, 'download', { token: staff.token, query: `lang=${lang}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${documentFileName(type, doc.number)}"; filename*=UTF-8''${documentFileName(type, doc.number)}`);
      const pdf = res.rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf, `${type}-${lang}`);
      expect(text).toContain(doc.number);
      expect(text).toContain(formatUsd(parseCents(doc.total)!));
      if (lang === 'fa') expect(text.match(/[\u0600-\u06FF]/g)?.length ?? 0).toBeGreaterThan(40);
      else expect(text).toContain(TITLES[lang][type]);
      // A quote or estimate names the service request it answers.
      if (type !== 'invoice') expect(text.replace(/\s+/g, '')).toContain(serviceRequest);
      execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', path.join(scratch, `${type}-${lang}.pdf`), path.join(PNG_DIR, `${type}-${lang}`)]);
    },
    30_000,
  );

  it('is written in the client’s last UI language when none is asked, else in English', async () => {
    const doc = docs.invoice;
    expect(pdfText((await get('invoice', doc.id, 'download', { token: staff.token })).rawPayload, 'default-en')).toContain('Invoice Date');
    // Alice reads the site in Spanish: the API client says so on every call she makes.
    expect((await t.call({ method: 'GET', url: '/api/invoices', token: alice.token, headers: { 'accept-language': 'es' } })).statusCode).toBe(200);
    expect(pdfText((await get('invoice', doc.id, 'download', { token: staff.token })).rawPayload, 'default-es')).toContain('Fecha de factura');
    expect(pdfText((await get('invoice', doc.id, 'download', { token: staff.token, query: 'lang=en' })).rawPayload, 'asked-en')).toContain('Invoice Date');
  }, 30_000);
});

describe('who may fetch a document', () => {
  /** One of Alice's documents as she may read it: sent, not the draft the shared ones start as. */
  const sentToAlice = async (type: 'quote' | 'invoice') => {
    const body = type === 'quote' ? quoteBody(alice.user.id, { status: 'sent_to_client' }) : invoiceBody(alice.user.id, { status: 'sent' });
    const doc = (await t.call({ method: 'POST', url: `/api/${type}s`, token: staff.token, payload: body })).json().data[type] as Record<string, string>;
    return { id: doc.id!, number: doc[`${type}Number`]! };
  };

  it('opens the PDF inline for the Authorization header alone: a token in the query opens nothing, and stays out of the log', async () => {
    const { id, number } = await sentToAlice('invoice');
    const mine = await get('invoice', id, 'view', { token: alice.token });
    expect([mine.statusCode, mine.headers['content-type'], mine.headers['content-disposition']]).toEqual([200, 'application/pdf', `inline; filename="Invoice-${number}.pdf"; filename*=UTF-8''Invoice-${number}.pdf`]);
    expect((await get('invoice', id, 'view', { token: bob.token })).statusCode).toBe(404);
    for (const query of [`token=${alice.token}`, `%74oken=${alice.token}`, `lang=es&token=${staff.token}`]) {
      for (const action of ['view', 'download', 'preview']) {
        const res = await get('invoice', id, action, { query });
        expect([action, query, res.statusCode, res.json()]).toEqual([action, query, 401, { message: DOCUMENT_MESSAGES.documentAuthRequired, code: 'documentAuthRequired' }]);
      }
    }
    // Each of those calls left a request line; none holds a token.
    expect(logged.join('')).toContain(`/api/documents/invoice/${id}/view?%74oken=[redacted]`);
    for (const token of [alice.token, bob.token, staff.token]) expect(logged.join('')).not.toContain(token);
  });

  it('lets staff fetch any document and a client only their own; another’s reads as not found', async () => {
    const { id } = await sentToAlice('quote');
    expect((await get('quote', id, 'preview', { token: staff.token })).statusCode).toBe(200);
    expect((await get('quote', id, 'preview', { token: alice.token })).statusCode).toBe(200);
    const other = await get('quote', id, 'preview', { token: bob.token });
    expect([other.statusCode, other.json().message]).toEqual([404, DOCUMENT_MESSAGES.documentNotFound]);
  });

  it.each(['quote', 'estimate', 'invoice'] as const)('answers a draft %s to its own client as not found: PDF, view and preview; staff print it', async (type) => {
    const bodies = { quote: quoteBody, estimate: estimateBody, invoice: invoiceBody };
    const created = await t.call({ method: 'POST', url: `/api/${type}s`, token: staff.token, payload: bodies[type](alice.user.id, { status: 'draft' }) });
    const id = created.json().data[type].id as string;
    for (const action of ['download', 'view', 'preview']) {
      const res = await get(type, id, action, { token: alice.token });
      expect([action, res.statusCode, res.json()]).toEqual([action, 404, { message: DOCUMENT_MESSAGES.documentNotFound, code: 'documentNotFound' }]);
    }
    expect((await get(type, id, 'preview', { token: staff.token })).statusCode).toBe(200);
  }, 30_000);

  it('refuses a type that is not invoice, estimate or quote, and an unknown id', async () => {
    const bad = await get('receipt', docs.quote.id, 'download', { token: staff.token });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: DOCUMENT_MESSAGES.documentTypeInvalid, code: 'documentTypeInvalid' }]);
    expect((await get('quote', '00000000-0000-4000-8000-000000000999', 'download', { token: staff.token })).statusCode).toBe(404);
  });
});

describe('a document number of any characters', () => {
  // RFC 6266: an ASCII fallback and the exact name; a quote in the number once added a second file name,
  // and a character beyond Latin-1 made Node refuse the header (a 500 instead of the PDF).
  it.each([
    ['quote', `QOT-"x";filename*=UTF-8''evil.html`, `attachment; filename="Quote-QOT-_x_;filename*=UTF-8''evil.html.pdf"; filename*=UTF-8''Quote-QOT-%22x%22%3Bfilename%2A%3DUTF-8%27%27evil.html.pdf`],
    ['invoice', 'INV-€12', `attachment; filename="Invoice-INV-_12.pdf"; filename*=UTF-8''Invoice-INV-%E2%82%AC12.pdf`],
    ['estimate', 'EST-۱۲۳', `attachment; filename="Estimate-EST-___.pdf"; filename*=UTF-8''Estimate-EST-%DB%B1%DB%B2%DB%B3.pdf`],
  ] as const)('%s numbered %s is downloaded and viewed under its own name, and only that', async (type, number, disposition) => {
    const bodies = { quote: quoteBody, estimate: estimateBody, invoice: invoiceBody };
    const created = await t.call({ method: 'POST', url: `/api/${type}s`, token: staff.token, payload: bodies[type](alice.user.id, { [`${type}Number`]: number }) });
    expect(created.statusCode).toBe(201);
    const id = created.json().data[type].id as string;
    const download = await get(type, id, 'download', { token: staff.token });
    const view = await get(type, id, 'view', { token: staff.token });
    expect([download.statusCode, download.headers['content-disposition']]).toEqual([200, disposition]);
    expect([view.statusCode, view.headers['content-disposition']]).toEqual([200, disposition.replace(/^attachment/, 'inline')]);
  }, 30_000);
});

describe('the HTML preview', () => {
  it('prints a note that looks like HTML as text', async () => {
    const res = await get('estimate', docs.estimate.id, 'preview', { token: staff.token, query: 'lang=fa' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Gate&lt;/b&gt; code 4411');
    expect(res.body).not.toContain('<b>Gate</b>');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<html lang="fa" dir="rtl">');
  });

  it('links its fonts, which are served to anyone and cached; the PDF carries them inside', async () => {
    const html = (await get('invoice', docs.invoice.id, 'preview', { token: staff.token })).body;
    const linked = [...html.matchAll(/url\((\/api\/documents\/fonts\/[\w-]+\.woff2)\)/g)].map((m) => m[1]!);
    expect(linked).toContain('/api/documents/fonts/vazirmatn-arabic-400-normal.woff2');
    expect(html.length).toBeLessThan(20_000);
    const font = await t.call({ method: 'GET', url: linked[0]! });
    expect([font.statusCode, font.headers['content-type'], font.headers['cache-control'], font.rawPayload.subarray(0, 4).toString()]).toEqual([200, 'font/woff2', 'public, max-age=31536000, immutable', 'wOF2']);
    expect((await t.call({ method: 'GET', url: '/api/documents/fonts/..%2F..%2Fpackage.json' })).statusCode).toBe(404);
    pdfText((await get('invoice', docs.invoice.id, 'download', { token: staff.token, query: 'lang=fa' })).rawPayload, 'fonts-fa');
    // pdffonts: name, type, encoding, then whether each font is embedded.
    expect(execFileSync('pdffonts', [path.join(scratch, 'fonts-fa.pdf')], { encoding: 'utf8' })).toMatch(/Vazirmatn\S*\s+\S+.*\byes\b/);
  });
});

describe('send by e-mail', () => {
  const send = (type: DocumentType, payload: object, token = staff.token) => t.call({ method: 'POST', url: `/api/documents/${type}/${docs[type].id}/send-email`, token, payload });
  const sends = async (type: DocumentType) => (await get(type, docs[type].id, 'sends', { token: staff.token })).json().data.sends as DocumentSend[];

  it('mails the PDF attached, records the send, and moves a draft quote to sent_to_client with its event', async () => {
    const res = await send('quote', { email: 'alice.home@example.com', customerName: 'Alice N.', lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'sent_to_client', send: { email: 'alice.home@example.com', customerName: 'Alice N.', language: 'es', result: 'sent', sentBy: staff.user.id } });
    const mail = await t.h.smtp.waitFor((m) => m.to.includes('alice.home@example.com'), 10_000);
    const [attached, ...others] = await attachmentsOf(mail);
    expect([attached?.filename, attached?.contentType, attached?.content.subarray(0, 5).toString(), others]).toEqual([`Quote-${docs.quote.number}.pdf`, 'application/pdf', '%PDF-', []]);
    expect(mail.subject).toContain(`Cotización ${docs.quote.number}`);
    expect(mail.text).toContain('Alice N.');
    expect((await sends('quote')).map((s) => [s.email, s.result, s.sentByName])).toEqual([['alice.home@example.com', 'sent', staff.user.username]]);
    expect((await t.events(docs.quote.id)).filter((e) => e.type === BILLING_EVENTS.quoteSent.type)).toHaveLength(1);
  }, 30_000);

  it('moves a draft invoice to sent, and names the client when no name is given', async () => {
    const res = await send('invoice', { email: 'billing@example.com' });
    expect(res.json().data).toMatchObject({ status: 'sent', send: { customerName: 'Alice Navarro' } });
    expect((await t.call({ method: 'GET', url: `/api/invoices/${docs.invoice.id}`, token: staff.token })).json().data.invoice.status).toBe('sent');
  }, 30_000);

  it('shows the e-mail history to staff only: a client gets 403, even for their own document', async () => {
    const mine = await get('quote', docs.quote.id, 'sends', { token: alice.token });
    expect([mine.statusCode, mine.json().code]).toEqual([403, 'forbidden']);
    expect((await get('quote', docs.quote.id, 'sends', { token: bob.token })).statusCode).toBe(403);
    expect((await get('quote', docs.quote.id, 'sends')).statusCode).toBe(401);
  });

  it('refuses an address that is not one, and a client', async () => {
    const bad = await send('estimate', { email: 'not-an-address' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, DOCUMENT_MESSAGES.documentEmailInvalid]);
    expect((await send('estimate', { email: 'x@example.com' }, alice.token)).statusCode).toBe(403);
    expect(await sends('estimate')).toEqual([]);
  });
});

describe('when the mail server is down', () => {
  let down: TestBilling;
  beforeAll(async () => {
    down = await startBilling({ SMTP_URL: 'smtp://127.0.0.1:9?pool=false' });
  }, 60_000);
  afterAll(() => down?.close());

  it('answers 502 with the words, records the failure and leaves the status as it was', async () => {
    const admin = await down.user('admin');
    const client = await down.user('client');
    const created = await down.call({ method: 'POST', url: '/api/quotes', token: admin.token, payload: quoteBody(client.user.id, { status: 'draft' }) });
    const id = created.json().data.quote.id as string;
    const res = await down.call({ method: 'POST', url: `/api/documents/quote/${id}/send-email`, token: admin.token, payload: { email: 'client@example.com' } });
    expect([res.statusCode, res.json()]).toEqual([502, { message: DOCUMENT_MESSAGES.sendEmailFailed, code: 'sendEmailFailed' }]);
    const history = (await down.call({ method: 'GET', url: `/api/documents/quote/${id}/sends`, token: admin.token })).json().data.sends as DocumentSend[];
    expect(history.map((s) => [s.result, s.email])).toEqual([['failed', 'client@example.com']]);
    expect(history[0]!.error).toMatch(/ECONNREFUSED/);
    expect((await down.call({ method: 'GET', url: `/api/quotes/${id}`, token: admin.token })).json().data.quote.status).toBe('draft');
  }, 30_000);
});

describe('the PDF engine', () => {
  it('replaces a Chromium that died, on the next request', async () => {
    const { id } = docs.estimate;
    expect((await get('estimate', id, 'download', { token: staff.token })).statusCode).toBe(200);
    // The engine's browser is this process's child, marked with --hvac-pdf-engine=…
    const pids = execFileSync('pgrep', ['-P', String(process.pid), '-f', 'hvac-pdf-engine='], { encoding: 'utf8' }).trim().split('\n').map(Number);
    expect(pids.length).toBeGreaterThan(0);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    await eventually(() => (pids.every((pid) => !alive(pid)) ? true : undefined), 10_000, 'Chromium to die');
    const again = await get('estimate', id, 'download', { token: staff.token });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('queues more renders than it has pages, and answers every one', async () => {
    const { id } = docs.invoice;
    const started = performance.now();
    const answers = await Promise.all(['en', 'fa', 'es', 'en', 'fa', 'es'].map((lang) => get('invoice', id, 'download', { token: staff.token, query: `lang=${lang}` })));
    expect(answers.map((a) => [a.statusCode, a.rawPayload.subarray(0, 5).toString()])).toEqual(Array(6).fill([200, '%PDF-']));
    console.log(`Six invoice PDFs at once on ${os.cpus().length} cores, two pages: ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  it('is ready without its browser: the service starts and answers, and a PDF is refused with 503 until Chromium can start', async () => {
    await expect(startBilling({ PDF_PAGES: '0' })).rejects.toThrow('Invalid configuration: PDF_PAGES has an invalid value ("0").');
    const without = await startBilling({ CHROMIUM_PATH: '/nonexistent/chromium' });
    try {
      await eventually(async () => ((await without.call({ method: 'GET', url: '/ready' })).statusCode === 200 ? true : undefined), 10_000, '/ready');
      const admin = await without.user('admin');
      const client = await without.user('client');
      const id = (await without.call({ method: 'POST', url: '/api/invoices', token: admin.token, payload: invoiceBody(client.user.id) })).json().data.invoice.id as string;
      const pdf = await without.call({ method: 'GET', url: `/api/documents/invoice/${id}/download`, token: admin.token });
      expect([pdf.statusCode, pdf.json()]).toEqual([503, { message: DOCUMENT_MESSAGES.renderUnavailable, code: 'renderUnavailable' }]);
      expect((await without.call({ method: 'GET', url: `/api/documents/invoice/${id}/preview`, token: admin.token })).statusCode).toBe(200);
    } finally {
      await without.close();
    }
  }, 60_000);

  it('abandons a render past its time with 503 and the words', async () => {
    const slow = await startBilling({ PDF_RENDER_TIMEOUT_MS: '1' });
    try {
      const admin = await slow.user('admin');
      const client = await slow.user('client');
      const id = (await slow.call({ method: 'POST', url: '/api/invoices', token: admin.token, payload: invoiceBody(client.user.id) })).json().data.invoice.id as string;
      const res = await slow.call({ method: 'GET', url: `/api/documents/invoice/${id}/download`, token: admin.token });
      expect([res.statusCode, res.json()]).toEqual([503, { message: DOCUMENT_MESSAGES.renderTimedOut, code: 'renderTimedOut' }]);
    } finally {
      await slow.close();
    }
  }, 60_000);
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
