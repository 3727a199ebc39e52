import { cleanFileName } from '../src/receipts/file-name';

describe('a receipt’s name', () => {
  it('keeps the last path segment without control characters or quotes', () => {
    expect(cleanFileName('C:\\Users\\me\\scan "1".pdf')).toBe('scan 1.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\r\n.png')).toBe('ab.png');
    expect(cleanFileName('')).toBe('receipt');
    expect(cleanFileName(undefined)).toBe('receipt');
  });
});
