import type { PrerenderedPage } from '@hvac/contracts';

const ROOT = /<div id="?root"?><\/div>/;
const SHELL_DESCRIPTION = /\s*<meta name="?description"?[^>]*>/;
const STYLESHEET = /^\/remotes\/[A-Za-z0-9._/-]+\.css$/;
const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

const text = (value: string) => value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/**
 * The current shell's index.html with a prerendered page in it (docs/domains/public-site.md#prerendered-pages):
 * the page's language, title and head elements, its remote's style sheets, and its HTML inside #root, marked
 * so the shell knows to take over only once the page is ready. The shell's own script tags stay, so a shell
 * redeploy never leaves a page pointing at old scripts. Undefined when the shell has no empty #root to fill.
 * Every replacement is a function: `$` in captured text is never a replacement pattern.
 */
export function composePage(shell: string, page: PrerenderedPage): string | undefined {
  if (!ROOT.test(shell) || !shell.includes('</head>')) return undefined;
  const lang = LANG.test(page.lang) ? page.lang : 'en';
  const dir = page.dir === 'rtl' ? 'rtl' : 'ltr';
  const ownDescription = page.head.some((element) => /^<meta\b[^>]*\bname="description"/.test(element));
  const stylesheets = page.stylesheets.filter((href) => STYLESHEET.test(href)).map((href) => `<link rel="stylesheet" href="${href}">`);
  let html = shell.replace(/<html\b[^>]*>/, () => `<html lang="${lang}" dir="${dir}">`);
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${text(page.title)}</title>`);
  if (ownDescription) html = html.replace(SHELL_DESCRIPTION, () => '');
  html = html.replace('</head>', () => `${[...page.head, ...stylesheets].join('')}</head>`);
  return html.replace(ROOT, () => `<div id="root" data-prerendered>${page.html}</div>`);
}
