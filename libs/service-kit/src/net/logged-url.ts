/**
 * A request's URL as logs may hold it: a `token` query parameter (the one route that takes a bearer
 * token in its query, a document opened in a new window) is replaced, so no log line carries a session.
 */
export function loggedUrl(url: string): string {
  return url.includes('token=') ? url.replace(/([?&]token=)[^&#]*/g, '$1[redacted]') : url;
}
