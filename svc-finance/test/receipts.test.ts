import { PassThrough } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { EXPENSE_MESSAGES } from '@hvac/contracts/finance';
import { expenseBody, multipart, startFinance, type TestFinance, type TestUser } from './helpers';

let t: TestFinance;
let admin: TestUser;
let staff: TestUser;
let staff2: TestUser;

beforeAll(async () => {
  t = await startFinance();
  admin = await t.user('admin');
  staff = await t.user('staff');
  staff2 = await t.user('staff');
});
afterAll(() => t.close());

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer): number => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** A real 2×2 red PNG: signature, IHDR, one zlib IDAT, IEND. */
function tinyPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A real one-page PDF with a correct cross-reference table. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 20 40 Td (Receipt $86.40) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a Linux executable: what a renamed program looks like. */
const elf = (): Buffer => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0x41)]);

const newExpense = async (who: TestUser) => (await t.call({ method: 'POST', url: '/api/expenses', token: who.token, payload: expenseBody() })).json().data.expense;
const upload = (who: TestUser, id: string, file: Buffer, name: string, type?: string, field?: string) =>
  t.call({ method: 'POST', url: `/api/expenses/${id}/receipt`, token: who.token, ...multipart(file, name, type, field) });

describe('receipts (docs/domains/finance.md#receipts)', () => {
  it('stores a real PNG and a real PDF, typed by content, and sets hasReceipt and receiptUrl', async () => {
    const e = await newExpense(staff);
    const png = await upload(staff, e.id, tinyPng(), 'pump.png', 'image/png');
    expect(png.statusCode).toBe(201);
    const { expense, receipt } = png.json().data;
    expect(receipt).toMatchObject({ fileName: 'pump.png', contentType: 'image/png', size: tinyPng().length, url: `/api/expenses/${e.id}/receipt/${receipt.id}` });
    expect(expense).toMatchObject({ hasReceipt: true, receiptUrl: receipt.url });
    expect(expense.receipts).toEqual([receipt]);

    // The browser's claimed type is not what decides: the bytes are.
    const pdf = await upload(staff, e.id, tinyPdf(), 'invoice.bin', 'application/octet-stream');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data.receipt.contentType).toBe('application/pdf');
    expect(pdf.json().data.expense.receipts).toHaveLength(2);
  });

  it('refuses a renamed executable, an empty file and a missing field with a 400 and a message', async () => {
    const e = await newExpense(staff);
    const exe = await upload(staff, e.id, elf(), 'receipt.png', 'image/png');
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toEqual({ message: EXPENSE_MESSAGES.receiptTypeInvalid, code: 'receiptTypeInvalid' });
    expect((await upload(staff, e.id, Buffer.alloc(0), 'empty.png')).json().code).toBe('receiptRequired');
    expect((await upload(staff, e.id, tinyPng(), 'a.png', 'image/png', 'file')).json().code).toBe('receiptRequired');
    expect(await t.h.service.ctx.db('expense_receipts').where({ expense_id: e.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
  });

  it('refuses any body but multipart/form-data with a 415 and a message, before reading a byte of it', async () => {
    const e = await newExpense(staff);
    const refused = { message: 'Unsupported content type: a receipt is sent as multipart/form-data.', code: 'unsupportedMediaType' };
    const json = await t.call({ method: 'POST', url: `/api/expenses/${e.id}/receipt`, token: staff.token, payload: { receipt: 'x' } });
    expect([json.statusCode, json.json()]).toEqual([415, refused]);
    // 11 MB of JSON announced and its first bytes sent, the rest never: only an answer given unread comes back.
    const endless = new PassThrough();
    endless.write('[{},{},');
    const unread = await t.call({ method: 'POST', url: `/api/expenses/${e.id}/receipt`, token: staff.token, headers: { 'content-type': 'application/json', 'content-length': String(11 * 1024 * 1024) }, payload: endless });
    expect([unread.statusCode, unread.json()]).toEqual([415, refused]);
  }, 5_000);

  it('refuses a file over 10 MB with a 413 and a message', async () => {
    const e = await newExpense(staff);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload(staff, e.id, big, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The receipt is larger than 10 MB.', code: 'receiptTooLarge' });
  });

  it('gives the file back to its owner and an admin with its type and name, and hides it from another staff user', async () => {
    const e = await newExpense(staff);
    const { receipt } = (await upload(staff, e.id, tinyPdf(), 'Fuel receipt.pdf')).json().data;
    for (const who of [staff, admin]) {
      const res = await t.call({ method: 'GET', url: receipt.url, token: who.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="Fuel receipt.pdf"; filename*=UTF-8''Fuel%20receipt.pdf`);
      expect(res.rawPayload.equals(tinyPdf())).toBe(true);
    }
    const other = await t.call({ method: 'GET', url: receipt.url, token: staff2.token });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('expenseNotFound');
    expect((await upload(staff2, e.id, tinyPng(), 'x.png')).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/expenses/${e.id}/receipt/6f1f8a2e-3d7c-4c8e-9b1a-2f3e4d5c6b7a`, token: admin.token })).json().code).toBe('receiptNotFound');
  });

  it('deletes a receipt: the newest left becomes receiptUrl, and none left turns has receipt off', async () => {
    const e = await newExpense(staff);
    const first = (await upload(staff, e.id, tinyPng(), 'a.png')).json().data.receipt;
    const second = (await upload(staff, e.id, tinyPdf(), 'b.pdf')).json().data.receipt;
    const once = await t.call({ method: 'DELETE', url: second.url, token: staff.token });
    expect(once.statusCode).toBe(200);
    expect(once.json().data.expense).toMatchObject({ hasReceipt: true, receiptUrl: first.url, receipts: [first] });
    const twice = await t.call({ method: 'DELETE', url: first.url, token: admin.token });
    expect(twice.json().data.expense).toMatchObject({ hasReceipt: false, receiptUrl: null, receipts: [] });
    const again = await t.call({ method: 'DELETE', url: first.url, token: admin.token });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('receiptNotFound');
  });
});
