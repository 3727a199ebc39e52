// A receipt's name as the browser sent it, made safe (docs/domains/finance.md#receipts).

/** A name safe to store and to put in a header: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 255);
  return clean === '' ? 'receipt' : clean;
}
