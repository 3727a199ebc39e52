import type { VisitAttachmentContentType } from '@hvac/contracts/requests';

/*
 * An attachment's type is read from its first bytes, never from its name or the type the browser claims,
 * as svc-finance reads receipts (docs/domains/finance.md#receipts): only images are taken.
 */

const startsWith = (buf: Buffer, bytes: readonly number[]): boolean => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);
const ascii = (buf: Buffer, at: number, length: number): string => buf.subarray(at, at + length).toString('latin1');

/** ISO base media brands of HEIF images; `mif1`/`msf1` are the generic image brands iPhones write. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffImageType(buf: Buffer): VisitAttachmentContentType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(buf, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(buf, 8, 4))) return 'image/heic';
  return null;
}
