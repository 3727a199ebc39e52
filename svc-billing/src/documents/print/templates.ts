/*
 * The documents' handlebars sources (docs/domains/billing.md#documents): one layout, partials for the
 * parts every kind shares (company header, parties, line table, totals, notes) and one body per kind.
 * Kept as strings in code so the build carries them with the service. Every value goes through {{ }},
 * which escapes it: a note that looks like HTML prints as text.
 */

/** The page around every kind: language, direction, fonts and styles; the kind's body goes in the block. */
export const LAYOUT = `<!doctype html>
<html lang="{{lang}}" dir="{{dir}}">
<head>
<meta charset="utf-8">
<title>{{title}} {{number}}</title>
<style>
{{{fonts}}}
@page { size: Letter; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Vazirmatn', sans-serif; font-size: 10.5pt; color: #1f2937; line-height: 1.45; }
.doc { max-width: 190mm; margin: 0 auto; }
header { display: flex; justify-content: space-between; gap: 12mm; border-bottom: 2px solid #0b5cab; padding-bottom: 4mm; }
.company h1 { margin: 0 0 1mm; font-size: 15pt; color: #0b5cab; }
.company p, .meta p { margin: 0; }
.kind { text-align: end; }
.kind h2 { margin: 0; font-size: 20pt; letter-spacing: 0.02em; color: #0f2341; }
.kind .number { font-weight: 700; direction: ltr; unicode-bidi: isolate; }
.parties { display: flex; gap: 8mm; margin: 6mm 0; }
.parties section { flex: 1; border: 1px solid #d0d7e2; border-radius: 2mm; padding: 3mm 4mm; }
.parties h3, .text h3 { margin: 0 0 1.5mm; font-size: 9pt; text-transform: uppercase; color: #4a5568; }
dl.facts { display: grid; grid-template-columns: auto 1fr; gap: 0.5mm 4mm; margin: 0; }
dl.facts dt { color: #4a5568; }
dl.facts dd { margin: 0; white-space: nowrap; }
dl.facts .id { grid-column: 1 / -1; }
dl.facts dt.id { margin-top: 1mm; }
table { width: 100%; border-collapse: collapse; margin-top: 2mm; }
th { background: #f1f4f9; color: #374151; font-size: 9pt; text-align: start; padding: 2mm; border-bottom: 1px solid #d0d7e2; }
td { padding: 2mm; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
[dir='rtl'] td[dir='auto'] { text-align: right; }
.num { text-align: end; white-space: nowrap; direction: ltr; unicode-bidi: isolate; font-variant-numeric: tabular-nums; }
th.num { direction: inherit; }
.totals { margin: 4mm 0 0 auto; width: 75mm; }
[dir='rtl'] .totals { margin: 4mm auto 0 0; }
.totals div { display: flex; justify-content: space-between; padding: 0.8mm 0; }
.totals .grand { font-weight: 700; font-size: 12pt; border-top: 1px solid #0f2341; margin-top: 1mm; padding-top: 1.5mm; }
.text { margin-top: 5mm; }
.text p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.ltr { direction: ltr; unicode-bidi: isolate; }
</style>
</head>
<body><div class="doc">
{{> @partial-block}}
</div></body>
</html>`;

export const PARTIALS: Readonly<Record<string, string>> = {
  header: `<header>
  <div class="company">
    <h1>{{company.name}}</h1>
    <p><span class="ltr">{{company.address}}</span></p>
    <p>{{t.phone}}: <span class="ltr">{{company.phone}}</span> · <span class="ltr">{{company.email}}</span></p>
    <p>{{t.licence}}: <span class="ltr">{{company.licence}}</span></p>
  </div>
  <div class="kind">
    <h2>{{title}}</h2>
    <p class="number">{{number}}</p>
  </div>
</header>`,
  parties: `<div class="parties">
  <section>
    <h3>{{t.billTo}}</h3>
    <p dir="auto"><strong>{{client.name}}</strong></p>
    {{#if client.email}}<p class="ltr">{{client.email}}</p>{{/if}}
  </section>
  <section>
    <dl class="facts">
      {{#each facts}}{{#if id}}<dt class="id">{{label}}</dt><dd class="id"><span class="ltr">{{value}}</span></dd>{{else}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/if}}{{/each}}
    </dl>
  </section>
</div>`,
  lines: `<table>
  <thead><tr><th>{{t.description}}</th><th class="num">{{t.quantity}}</th><th class="num">{{t.unitPrice}}</th><th class="num">{{t.lineTotal}}</th></tr></thead>
  <tbody>
  {{#each lines}}<tr><td dir="auto">{{description}}</td><td class="num">{{quantity}}</td><td class="num">{{unitPrice}}</td><td class="num">{{total}}</td></tr>
  {{/each}}
  </tbody>
</table>`,
  totals: `<div class="totals">
  <div><span>{{t.subTotal}}</span><span class="num">{{totals.subTotal}}</span></div>
  <div><span>{{t.tax}} (<span class="ltr">{{totals.rate}}</span>)</span><span class="num">{{totals.tax}}</span></div>
  <div class="grand"><span>{{t.total}}</span><span class="num">{{totals.total}}</span></div>
  {{> @partial-block}}
</div>`,
  balance: `<div><span>{{t.amountPaid}}</span><span class="num">{{totals.paid}}</span></div>
  <div class="grand"><span>{{t.balanceDue}}</span><span class="num">{{totals.balance}}</span></div>`,
  // dir="auto": a note is written in whatever language its writer used, whatever the document's.
  texts: `{{#if notes}}<section class="text"><h3>{{t.notes}}</h3><p dir="auto">{{notes}}</p></section>{{/if}}
{{#if terms}}<section class="text"><h3>{{t.terms}}</h3><p dir="auto">{{terms}}</p></section>{{/if}}`,
};

/** One body per kind: an invoice adds what was paid and what is still owed under its totals. */
export const KINDS = {
  quote: `{{#> layout}}{{> header}}{{> parties}}{{> lines}}{{#> totals}}{{/totals}}{{> texts}}{{/layout}}`,
  estimate: `{{#> layout}}{{> header}}{{> parties}}{{> lines}}{{#> totals}}{{/totals}}{{> texts}}{{/layout}}`,
  invoice: `{{#> layout}}{{> header}}{{> parties}}{{> lines}}{{#> totals}}{{> balance}}{{/totals}}{{> texts}}{{/layout}}`,
} as const;
