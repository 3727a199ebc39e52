import type { ReceiptContentType } from '@hvac/contracts/finance';

/*
 * A receipt's type is read from its first bytes, never from its name or the type the browser claims
 * (docs/domains/finance.md#receipts): a renamed executable is refused whatever it is called.
 */

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0): boolean => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, at: number, length: number): string => buf.subarray(at, at + length).toString('latin1');

/** ISO base media brands of HEIF images (HEIC and its variants); `mif1`/`msf1` are the generic image brands iPhones write. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffReceiptType(buf: Buffer): ReceiptContentType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(buf, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(buf, 8, 4))) return 'image/heic';
  if (ascii(buf, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** A name safe to store and to put in a header: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 255);
  return clean === '' ? 'receipt' : clean;
}
