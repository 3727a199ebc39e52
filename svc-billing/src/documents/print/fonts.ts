import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Vazirmatn (Persian and Latin in one family, from @fontsource/vazirmatn), regular and bold, so a PDF shows
 * Persian on a machine without a Persian font. The HTML preview, opened in the user's browser, links the
 * files from FONT_ROUTE (cached for a year). A PDF's page links them from PDF_FONT_ORIGIN, a name that
 * resolves nowhere, which the PDF engine answers from memory (pdfFontFile): the page still loads nothing
 * from anywhere, and a page kept for the next PDF has the fonts decoded in its cache already. Inlined as
 * data: URLs, every PDF's page parsed and decoded 130 KB of them again, about a fifth of its render.
 */

const DIR = path.dirname(require.resolve('@fontsource/vazirmatn/package.json'));
/** Where the preview's fonts are served (documents/print/routes.ts). */
export const FONT_ROUTE = '/api/documents/fonts/';
/** Where a PDF's page finds them (.invalid is reserved: no such host can exist). */
export const PDF_FONT_ORIGIN = 'https://fonts.hvac.invalid/';
const SHEETS = ['400.css', '700.css'];
const FILE_RE = /src: url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)[^;]*;/g;

const sheets = (): string => SHEETS.map((sheet) => readFileSync(path.join(DIR, sheet), 'utf8')).join('\n');

/** The font files the sheets name, by file name: what FONT_ROUTE may serve. */
export const FONT_FILES: ReadonlySet<string> = new Set([...sheets().matchAll(FILE_RE)].map((m) => m[1]!));
const files = new Map<string, Buffer>();
export const fontFile = (name: string): Buffer | null => {
  if (!FONT_FILES.has(name)) return null;
  let file = files.get(name);
  if (!file) files.set(name, (file = readFileSync(path.join(DIR, 'files', name))));
  return file;
};

/** A font a PDF's page asks for by its URL, as the PDF engine answers it (its `localFile`); null for anything else. */
export function pdfFontFile(url: string): { body: Buffer; contentType: string } | null {
  const body = url.startsWith(PDF_FONT_ORIGIN) ? fontFile(url.slice(PDF_FONT_ORIGIN.length)) : null;
  return body && { body, contentType: 'font/woff2' };
}

const faces = new Map<string, string>();
/** The @font-face rules, built once per place: a PDF's page (PDF_FONT_ORIGIN) or the preview (FONT_ROUTE). */
export function fontFaces(kind: 'pdf' | 'preview'): string {
  const base = kind === 'pdf' ? PDF_FONT_ORIGIN : FONT_ROUTE;
  let rules = faces.get(base);
  if (!rules) faces.set(base, (rules = sheets().replace(FILE_RE, (_rule, file: string) => `src: url(${base}${file}) format('woff2');`)));
  return rules;
}
