/** RFC 8187's attr-char: what `filename*` may carry unencoded. */
const ATTR_CHAR = /^[A-Za-z0-9!#$&+\-.^_`|~]$/;

/**
 * The Content-Disposition of a file whose name may hold any character (RFC 6266): an ASCII `filename` for
 * old clients, with quotes, backslashes, percent signs and everything outside printable ASCII replaced by
 * `_`, and the exact name as `filename*`, its UTF-8 bytes percent-encoded. Nothing in a name can end the
 * quoted string or add a parameter, and the header holds no character Node refuses to send (a 500
 * instead of the file).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = Array.from(Buffer.from(fileName, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
