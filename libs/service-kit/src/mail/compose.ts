import Handlebars from 'handlebars';
import { COMPANY } from '@hvac/contracts';
import type { Mail } from './outbox';

export type MailLanguage = 'en' | 'fa' | 'es';

/** What a mail says; the layout gives every service's mail the same look, direction and signature. */
export interface MailContent {
  lang: MailLanguage;
  heading: string;
  paragraphs: string[];
  rows?: { label: string; value: string }[];
  /** A button in the HTML, the bare link in the text. */
  action?: { label: string; url: string };
  footer?: string[];
  /** The company's signature in the mail's language; internal mail to the office goes without. */
  signed?: boolean;
}

// One environment for the kit: a service's own helpers or partials never leak into another's mail.
const hbs = Handlebars.create();

/** A left-to-right run (a phone number) kept whole inside right-to-left text, in HTML and plain text alike. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;

const EMERGENCY = COMPANY.emergencyPhone.display;
const OFFICE = COMPANY.phone.display;

/** Per-language partials: the signature a customer reads, HTML and text, with the numbers to call. */
const SIGNATURES: Record<MailLanguage, string[]> = {
  en: [`Need help sooner? Our emergency service is available 24/7 at ${EMERGENCY}.`, `Bayou City Comfort HVAC, Houston, Texas · Office ${OFFICE}`],
  fa: [
    `به کمک فوری نیاز دارید؟ خدمات اضطراری ما ۲۴ ساعته و ۷ روز هفته از راه ${isolateLtr(EMERGENCY)} در دسترس است.`,
    `Bayou City Comfort HVAC، هیوستون، تگزاس · دفتر ${isolateLtr(OFFICE)}`,
  ],
  es: [`¿Necesita ayuda antes? Nuestro servicio de emergencia está disponible 24/7 en el ${EMERGENCY}.`, `Bayou City Comfort HVAC, Houston, Texas · Oficina ${OFFICE}`],
};
for (const [lang, lines] of Object.entries(SIGNATURES)) {
  hbs.registerPartial(`signature-html-${lang}`, lines.map((l) => `<p style="color:#4b5563">${hbs.escapeExpression(l)}</p>`).join('\n'));
  hbs.registerPartial(`signature-text-${lang}`, lines.join('\n'));
}

const html = hbs.compile(`<!doctype html>
<html lang="{{lang}}" dir="{{dir}}"><body style="font-family:Arial,Tahoma,sans-serif;color:#1f2937;line-height:1.5">
<h2 style="color:#0b5cab;margin:0 0 12px">{{heading}}</h2>
{{#each paragraphs}}<p>{{this}}</p>{{/each}}
{{#if action}}<p><a href="{{action.url}}" style="display:inline-block;padding:10px 16px;background:#0b5cab;color:#fff;text-decoration:none;border-radius:6px">{{action.label}}</a></p>{{/if}}
{{#if rows.length}}<table style="border-collapse:collapse" cellpadding="4">
{{#each rows}}<tr><th style="text-align:start;vertical-align:top;color:#4b5563">{{label}}</th><td style="white-space:pre-wrap">{{value}}</td></tr>{{/each}}
</table>{{/if}}
{{#each footer}}<p style="color:#4b5563">{{this}}</p>{{/each}}
{{#if signed}}{{> (concat "signature-html-" lang)}}{{/if}}
</body></html>`);

const text = hbs.compile(
  `{{heading}}

{{#each paragraphs}}{{this}}

{{/each}}{{#if action}}{{action.label}}: {{action.url}}

{{/if}}{{#each rows}}{{label}}: {{value}}
{{/each}}{{#if rows.length}}
{{/if}}{{#each footer}}{{this}}
{{/each}}{{#if signed}}{{> (concat "signature-text-" lang)}}
{{/if}}`,
  { noEscape: true },
);

hbs.registerHelper('concat', (...parts: unknown[]) => parts.slice(0, -1).join(''));

const LANGUAGES: readonly MailLanguage[] = ['en', 'fa', 'es'];

/** The language a mail is written in: the one the page asked for, else the first of Accept-Language the site speaks, else English. */
export function mailLanguageOf(preferred: string | undefined, acceptLanguage: string | undefined): MailLanguage {
  if (preferred && (LANGUAGES as readonly string[]).includes(preferred)) return preferred as MailLanguage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as MailLanguage;
  }
  return 'en';
}

/** A mail in the shared layout: HTML (right to left for Persian) and plain text from the same content. */
export function composeMail(to: string, subject: string, content: MailContent, replyTo?: string): Mail {
  const data = { ...content, signed: content.signed ?? true, dir: content.lang === 'fa' ? 'rtl' : 'ltr' };
  return { to, subject, html: html(data), text: text(data), ...(replyTo ? { replyTo } : {}) };
}
