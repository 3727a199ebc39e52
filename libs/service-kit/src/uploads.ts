import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/*
 * Files sent to a service (a receipt, a visit's photo): refused unread unless multipart, read within the
 * multipart plugin's limits, and typed by their first bytes, never by their name or the type the browser
 * claims (docs/architecture.md#routes-and-errors).
 */

export type SniffedFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf';

const startsWith = (buf: Buffer, bytes: readonly number[]): boolean => buf.length >= bytes.length && bytes.every((b, i) => buf[i] === b);
const ascii = (buf: Buffer, at: number, length: number): string => buf.subarray(at, at + length).toString('latin1');

/** ISO base media brands of HEIF images (HEIC and its variants); `mif1`/`msf1` are the generic image brands iPhones write. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** What a file is by its first bytes: one of the images a phone takes or a PDF; null for anything else. */
export function sniffFileType(buf: Buffer): SniffedFileType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') return 'image/webp';
  if (ascii(buf, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(buf, 8, 4))) return 'image/heic';
  if (ascii(buf, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

const isMultipartFormData = (contentType: string | undefined): boolean => contentType !== undefined && /^multipart\/form-data(?:[\s;]|$)/i.test(contentType);

/**
 * An `onRequest` hook, after the route's guard: only a multipart stream is taken, anything else is
 * refused unread (a JSON parser would hold all of it first). `what` names the file: 'a receipt'.
 */
export const multipartOnly =
  (what: string) =>
  async (request: FastifyRequest): Promise<void> => {
    if (!isMultipartFormData(request.headers['content-type'])) {
      throw new HttpError(415, `Unsupported content type: ${what} is sent as multipart/form-data.`, 'unsupportedMediaType');
    }
  };

/** The part of @fastify/multipart's file this reads. */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  toBuffer(): Promise<Buffer>;
}

export interface UploadRefusals {
  /** No file in the expected field, or a broken envelope (a 400). */
  missing: () => Error;
  /** Over the plugin's size limit (a 413). */
  tooLarge: () => Error;
}

/** The one file of the multipart stream in `field`, within the plugin's limits (the route's). */
export async function readOneFile(
  request: { file(): Promise<UploadedFile | undefined> },
  field: string,
  refusals: UploadRefusals,
): Promise<{ file: UploadedFile; data: Buffer }> {
  let file: UploadedFile | undefined;
  try {
    file = await request.file();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw refusals.tooLarge();
    throw refusals.missing();
  }
  if (!file || file.fieldname !== field) throw refusals.missing();
  try {
    return { file, data: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusals.tooLarge();
    throw err;
  }
}
