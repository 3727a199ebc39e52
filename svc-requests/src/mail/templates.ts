import Handlebars from 'handlebars';

/** One layout for every mail; `dir` is rtl for Persian. */
export const layout = Handlebars.compile(`<!doctype html>
<html lang="{{lang}}" dir="{{dir}}"><body style="font-family:Arial,Tahoma,sans-serif;color:#1f2937;line-height:1.5">
<h2 style="color:#0b5cab;margin:0 0 12px">{{heading}}</h2>
{{#each paragraphs}}<p>{{this}}</p>{{/each}}
{{#if rows.length}}<table style="border-collapse:collapse" cellpadding="4">
{{#each rows}}<tr><th style="text-align:start;vertical-align:top;color:#4b5563">{{label}}</th><td style="white-space:pre-wrap">{{value}}</td></tr>{{/each}}
</table>{{/if}}
{{#each footer}}<p style="color:#4b5563">{{this}}</p>{{/each}}
</body></html>`);

export interface MailBody {
  lang: string;
  heading: string;
  paragraphs: string[];
  rows: { label: string; value: string }[];
  footer: string[];
}

export const renderHtml = (b: MailBody): string => layout({ ...b, dir: b.lang === 'fa' ? 'rtl' : 'ltr' });

export const renderText = (b: MailBody): string =>
  [b.heading, '', ...b.paragraphs.flatMap((p) => [p, '']), ...b.rows.map((r) => `${r.label}: ${r.value}`), '', ...b.footer].join('\n');
