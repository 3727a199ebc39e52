/**
 * Ajv coerces 'Infinity', '-Infinity' or '1e999' in a query string or a path to a number and then skips
 * the schema's minimum and maximum (its numeric keywords run only for finite numbers), so a page size of
 * Infinity would reach the handler as no limit at all. Query strings and paths are flat: a value, or a
 * list of them for a repeated parameter.
 */
export function containsNonFinite(parsed: unknown): boolean {
  if (parsed === null || typeof parsed !== 'object') return false;
  const notFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);
  return Object.values(parsed).some((value) => (Array.isArray(value) ? value.some(notFinite) : notFinite(value)));
}

export const NON_FINITE_MESSAGE = 'A number in the address must be finite.';
