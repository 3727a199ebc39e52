import type { Fixtures } from '../world';

/** A 1×1 PNG: the smallest receipt svc-finance accepts by its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** One file in a multipart/form-data body, as a browser's form sends it. */
export function multipartFile(field: string, fileName: string, type: string, content: Uint8Array): { body: Uint8Array; type: string } {
  const boundary = `proof${Date.now().toString(36)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), type: `multipart/form-data; boundary=${boundary}` };
}

export const receiptUpload = (_f?: Fixtures) => multipartFile('receipt', 'receipt.png', 'image/png', PNG);

export const visitAttachmentUpload = (_f?: Fixtures) => multipartFile('file', 'signature.png', 'image/png', PNG);
