/**
 * A visit's photos and signature (docs/domains/service-requests.md#visit-attachments): who may add and
 * read them, images recognised by their bytes, the size limit, and the office's list of a request's visits.
 */
import type { ServiceRequest, Visit, VisitAttachment } from '@hvac/contracts/requests';
import { startRequests, type TestRequests, type TestUser } from './helpers';
import { bookFor, visitOf } from './visits-helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

/** A multipart/form-data body with one file in `field`, as a browser's FormData sends it. */
function multipart(file: Buffer, fileName: string, field = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hvac${Date.now().toString(16)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestRequests;
let manager: TestUser;
let tech: TestUser;
let otherTech: TestUser;
let client: TestUser;
let request: ServiceRequest;
let visit: Visit;

beforeAll(async () => {
  t = await startRequests({ BOOKINGS_MAX_PER_IP: '1000', BOOKINGS_MAX_PER_ACCOUNT: '1000' });
  manager = await t.user('manager');
  tech = await t.user('staff');
  otherTech = await t.user('staff');
  client = await t.user('client');
  request = await bookFor(t, client);
  visit = await visitOf(t, manager, request.id, tech, 3, '09:00', '11:00');
});
afterAll(() => t.close());

const upload = (token: string, kind: string, file: Buffer, id = visit.id, field = 'file') =>
  t.call({ method: 'POST', url: `/api/visits/${id}/attachments?kind=${kind}`, token, ...multipart(file, 'x.png', field) });

describe('POST /api/visits/{id}/attachments', () => {
  it("takes the technician's signature and photo, recognised by their bytes, and reads them back", async () => {
    const signature = await upload(tech.token, 'signature', PNG);
    expect(signature.statusCode).toBe(201);
    const stored = signature.json().data.attachment as VisitAttachment;
    expect(stored).toMatchObject({ visitId: visit.id, kind: 'signature', contentType: 'image/png', size: PNG.length, url: `/api/visits/${visit.id}/attachments/${stored.id}` });
    expect((await upload(manager.token, 'photo', JPEG)).json().data.attachment).toMatchObject({ kind: 'photo', contentType: 'image/jpeg' });

    const list = await t.call({ method: 'GET', url: `/api/visits/${visit.id}/attachments`, token: manager.token });
    expect((list.json().data.attachments as VisitAttachment[]).map((a) => a.kind)).toEqual(['signature', 'photo']);

    const file = await t.call({ method: 'GET', url: stored.url, token: tech.token });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses what is not an image by its content, whatever its name says', async () => {
    const res = await upload(tech.token, 'photo', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'visitAttachmentTypeInvalid', message: 'An attachment must be a JPEG, PNG, WebP or HEIC image.' });
  });

  it('refuses a file over 900 KB with a 413, no file or another field with a 400, JSON with a 415, an unknown kind with a 400', async () => {
    expect((await upload(tech.token, 'photo', Buffer.concat([JPEG, Buffer.alloc(900 * 1024)]))).json()).toMatchObject({ code: 'visitAttachmentTooLarge' });
    expect((await upload(tech.token, 'photo', PNG, visit.id, 'other')).json()).toMatchObject({ code: 'visitAttachmentRequired' });
    const json = await t.call({ method: 'POST', url: `/api/visits/${visit.id}/attachments?kind=photo`, token: tech.token, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(tech.token, 'invoice', PNG)).statusCode).toBe(400);
  });

  it("lets no other technician or client add or read a visit's attachments, and answers an unknown visit 404", async () => {
    expect((await upload(otherTech.token, 'photo', PNG)).json()).toMatchObject({ code: 'visitNotYours' });
    expect((await upload(client.token, 'photo', PNG)).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: `/api/visits/${visit.id}/attachments`, token: otherTech.token })).statusCode).toBe(403);
    expect((await upload(tech.token, 'photo', PNG, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ code: 'visitNotFound' });
    const unknown = await t.call({ method: 'GET', url: `/api/visits/${visit.id}/attachments/00000000-0000-4000-8000-000000000000`, token: manager.token });
    expect(unknown.json()).toMatchObject({ code: 'visitAttachmentNotFound', message: 'Attachment not found.' });
  });
});

describe('GET /api/service-requests/{id}/visits', () => {
  it("lists every visit of one request in full, whenever it is, for the office's request screen; an unknown request is a 404 (admin, manager)", async () => {
    const later = await visitOf(t, manager, request.id, otherTech, 60, '13:00', '15:00');
    const res = await t.call({ method: 'GET', url: `/api/service-requests/${request.id}/visits`, token: manager.token });
    expect((res.json().data.visits as Visit[]).map((v) => v.id)).toEqual([visit.id, later.id]);
    expect(res.json().data.visits[0].request).toMatchObject({ customerName: 'Jordan Rivera', description: 'Not cooling upstairs' });
    const unknown = await t.call({ method: 'GET', url: '/api/service-requests/00000000-0000-4000-8000-000000000000/visits', token: manager.token });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'serviceRequestNotFound']);
    expect((await t.call({ method: 'GET', url: `/api/service-requests/${request.id}/visits`, token: otherTech.token })).statusCode).toBe(403);
  });
});
