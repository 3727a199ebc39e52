import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Vazirmatn (Persian and Latin in one family, from @fontsource/vazirmatn), regular and bold. A PDF carries
 * the font files inlined as data: URLs, so it shows Persian on a machine without a Persian font and its
 * page loads nothing from anywhere. The HTML preview, opened in the user's browser, links them instead
 * (FONT_ROUTE, cached for a year): inlined they made every preview 130 KB.
 */

const DIR = path.dirname(require.resolve('@fontsource/vazirmatn/package.json'));
/** Where the preview's fonts are served (documents/print/routes.ts). */
export const FONT_ROUTE = '/api/documents/fonts/';
const SHEETS = ['400.css', '700.css'];
const FILE_RE = /src: url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\)[^;]*;/g;

const sheets = (): string => SHEETS.map((sheet) => readFileSync(path.join(DIR, sheet), 'utf8')).join('\n');

/** The font files the sheets name, by file name: what FONT_ROUTE may serve. */
export const FONT_FILES: ReadonlySet<string> = new Set([...sheets().matchAll(FILE_RE)].map((m) => m[1]!));
export const fontFile = (name: string): Buffer | null => (FONT_FILES.has(name) ? readFileSync(path.join(DIR, 'files', name)) : null);

const faces = { inline: null as string | null, linked: null as string | null };
/** The @font-face rules, built once per kind: files inlined (PDF) or linked (preview). */
export function fontFaces(kind: 'inline' | 'linked'): string {
  faces[kind] ??= sheets().replace(FILE_RE, (_rule, file: string) =>
    kind === 'inline' ? `src: url(data:font/woff2;base64,${fontFile(file)!.toString('base64')}) format('woff2');` : `src: url(${FONT_ROUTE}${file}) format('woff2');`,
  );
  return faces[kind]!;
}
