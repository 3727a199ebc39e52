/** Query keys whose value is a credential, compared as the query parser reads them: decoded, in any case. */
const SECRET_KEYS = new Set(['token', 'access_token', 'refresh_token', 'id_token', 'jwt', 'authorization']);

/** A query key as the server's parser reads it; null when it cannot be decoded. */
function decodedKey(key: string): string | null {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A request's URL as logs may hold it. No route takes a credential in its query, yet a caller may send one
 * (an old link, a script): its value is replaced, so no log line carries a session. Keys are judged decoded
 * (`?%74oken=` is `token` to the parser), and one that cannot be decoded is redacted too, as nobody can
 * say what it names.
 */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const end = url.indexOf('#', at);
  const query = url.slice(at + 1, end < 0 ? undefined : end);
  const pairs = query.split('&').map((pair) => {
    const key = pair.split('=', 1)[0]!;
    const decoded = decodedKey(key);
    return decoded === null || SECRET_KEYS.has(decoded) ? `${key}=[redacted]` : pair;
  });
  return `${url.slice(0, at + 1)}${pairs.join('&')}${end < 0 ? '' : url.slice(end)}`;
}
