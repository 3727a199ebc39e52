import Handlebars from 'handlebars';
import { COMPANY, companyAddressLine, formatCalendarDay, formatUsd, parseCents, type DocumentLanguage } from '@hvac/contracts';
import type { DocumentType, Estimate, Invoice, Quote } from '@hvac/contracts/billing';
import { fontFaces } from './fonts';
import { KINDS, LAYOUT, PARTIALS } from './templates';
import { DOCUMENT_TEXTS } from './texts';

/** A document as svc-billing answers it, with its kind. */
export type PrintableDocument = { type: 'quote'; doc: Quote } | { type: 'estimate'; doc: Estimate } | { type: 'invoice'; doc: Invoice };

// Its own environment: the service's partials never meet another module's.
const hbs = Handlebars.create();
hbs.registerPartial('layout', LAYOUT);
for (const [name, source] of Object.entries(PARTIALS)) hbs.registerPartial(name, source);
const compiled = Object.fromEntries(Object.entries(KINDS).map(([kind, source]) => [kind, hbs.compile(source, { strict: false })])) as Record<DocumentType, HandlebarsTemplateDelegate>;

const usd = (amount: string) => formatUsd(parseCents(amount) ?? 0);
const percent = (rate: number) => `${(Math.round(rate * 1_000_000) / 10_000).toFixed(4).replace(/\.?0+$/, '')}%`;

interface Fact {
  label: string;
  value: string;
  /** An identifier too long for the value column: printed under its label, left to right. */
  id?: boolean;
}

/** The facts box beside the client: number, dates, status and, for a quote or estimate, the service request. */
function factsOf(p: PrintableDocument, lang: DocumentLanguage): Fact[] {
  const t = DOCUMENT_TEXTS[lang];
  const status = (s: string): Fact => ({ label: t.status, value: t.statuses[s] ?? s });
  const facts: (Fact | null)[] =
    p.type === 'invoice'
      ? [{ label: t.date.invoice, value: formatCalendarDay(p.doc.invoiceDate, lang) }, { label: t.dueDate, value: formatCalendarDay(p.doc.dueDate, lang) }, status(p.doc.status)]
      : p.type === 'quote'
        ? [
            { label: t.date.quote, value: formatCalendarDay(p.doc.quoteDate, lang) },
            p.doc.expiryDate ? { label: t.expiryDate, value: formatCalendarDay(p.doc.expiryDate, lang) } : null,
            status(p.doc.status),
            p.doc.serviceRequestId ? { label: t.serviceRequest, value: p.doc.serviceRequestId, id: true } : null,
          ]
        : [
            { label: t.date.estimate, value: formatCalendarDay(p.doc.estimateDate, lang) },
            p.doc.expiryDate ? { label: t.expiryDate, value: formatCalendarDay(p.doc.expiryDate, lang) } : null,
            status(p.doc.status),
            p.doc.serviceRequestId ? { label: t.serviceRequest, value: p.doc.serviceRequestId, id: true } : null,
          ];
  return facts.filter((f): f is Fact => f !== null);
}

export const numberOf = (p: PrintableDocument): string =>
  p.type === 'invoice' ? p.doc.invoiceNumber : p.type === 'quote' ? p.doc.quoteNumber : p.doc.estimateNumber;

/** The client as the document names them: a quote's own addressee when it has one. */
export function addresseeOf(p: PrintableDocument): { name: string; email: string | null } {
  const name = (p.type === 'quote' ? p.doc.customerName : null) ?? p.doc.client?.username ?? '';
  const email = (p.type === 'quote' ? p.doc.customerEmail : null) ?? p.doc.client?.email ?? null;
  return { name, email };
}

/** The document's HTML in `lang`: what the preview shows and the PDF prints, each with its fonts' address (fonts.ts). */
export function renderDocumentHtml(p: PrintableDocument, lang: DocumentLanguage, fonts: 'pdf' | 'preview'): string {
  const t = DOCUMENT_TEXTS[lang];
  const d = p.doc;
  return compiled[p.type]({
    lang,
    dir: lang === 'fa' ? 'rtl' : 'ltr',
    fonts: fontFaces(fonts),
    t,
    title: t.title[p.type],
    number: numberOf(p),
    company: { name: COMPANY.name, address: companyAddressLine(), phone: COMPANY.phone.display, email: COMPANY.email, licence: COMPANY.licence },
    client: addresseeOf(p),
    facts: factsOf(p, lang),
    lines: d.lineItems.map((l) => ({ description: l.description, quantity: String(l.quantity), unitPrice: usd(l.unitPrice), total: usd(l.total) })),
    totals: {
      subTotal: usd(d.subTotal),
      rate: percent(d.taxRate),
      tax: usd(d.taxAmount),
      total: usd(d.totalAmount),
      ...(p.type === 'invoice' ? { paid: usd(p.doc.amountPaid), balance: usd(p.doc.balanceDue) } : {}),
    },
    notes: d.notes,
    terms: d.termsAndConditions,
  });
}
