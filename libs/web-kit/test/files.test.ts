/** @jest-environment jsdom */
import { ApiError } from '../src/api';
import { saveBlob, uploadFile } from '../src/files';
import { useSession } from '../src/session';

/** Stands in for the browser's XMLHttpRequest: records what was sent, answers what the test says. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

beforeAll(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => useSession.setState({ token: null, user: null }));

const file = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('uploadFile', () => {
  it('posts the file as multipart under /api with the token, reports progress and answers the JSON', async () => {
    useSession.setState({ token: 'signed' });
    const progress: number[] = [];
    const done = uploadFile<{ ok: boolean }>('expenses/1/receipt', 'receipt', file(), 'bill.pdf', { onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', '/api/expenses/1/receipt', 'Bearer signed']);
    expect((xhr.body!.get('receipt') as File).name).toBe('bill.pdf');
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(progress).toEqual([0.25, 1]);
  });

  it('fails with the server’s message and code, and ends the session on a 401', async () => {
    useSession.setState({ token: 'old' });
    const refused = uploadFile('x', 'receipt', file(), 'a.pdf');
    FakeXhr.last.answer(413, { message: 'The receipt is larger than 10 MB.', code: 'receiptTooLarge' });
    await expect(refused).rejects.toEqual(new ApiError('The receipt is larger than 10 MB.', 413, 'receiptTooLarge'));
    const expired = uploadFile('x', 'receipt', file(), 'a.pdf');
    FakeXhr.last.answer(401, { message: 'Authentication required', code: 'unauthorized' });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().token).toBeNull();
  });

  it('says a network failure as one, with its code', async () => {
    const failed = uploadFile('x', 'receipt', file(), 'a.pdf');
    FakeXhr.last.onerror!();
    await expect(failed).rejects.toMatchObject({ status: 0, code: 'networkError' });
  });
});

describe('saveBlob', () => {
  it('hands the file to the browser under its name', () => {
    URL.createObjectURL = jest.fn(() => 'blob:file');
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    saveBlob(new Blob(['a,b']), 'expenses-2026.csv');
    expect(clicked).toEqual(['expenses-2026.csv blob:file']);
    click.mockRestore();
  });
});
