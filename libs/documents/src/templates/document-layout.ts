import type { DocumentContext } from '../document-facts';
import { html, type HtmlValue, SafeHtml } from './html';

/**
 * Print-first styles: Letter pages, the system's DejaVu fonts (Debian's Chromium has them; nothing is fetched), and
 * tables that never split a row across pages. The HTML download uses the same sheet, so both look alike.
 */
const STYLES = `
@page { size: Letter; margin: 16mm 15mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #1d2330;
  line-height: 1.45; }
main { max-width: 720px; margin: 0 auto; padding: 8px; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 3px solid #e4572e;
  padding-bottom: 10px; margin-bottom: 16px; }
.brand { font-size: 18pt; font-weight: bold; color: #e4572e; }
.business { text-align: right; font-size: 8.5pt; color: #4a5365; }
h1 { font-size: 16pt; margin: 0 0 4px; }
h2 { font-size: 11pt; margin: 18px 0 6px; padding-bottom: 3px; border-bottom: 1px solid #d5d9e0; }
.meta { color: #4a5365; margin: 0 0 8px; }
table { width: 100%; border-collapse: collapse; }
tr { break-inside: avoid; }
th, td { text-align: left; padding: 4px 6px; vertical-align: top; }
th { width: 38%; font-weight: normal; color: #4a5365; }
td.amount, th.amount { text-align: right; white-space: nowrap; }
.lines td { border-bottom: 1px solid #eef0f3; }
.lines tr.sum td { border-top: 1px solid #1d2330; border-bottom: 0; font-weight: bold; }
.lines tr.minor td { color: #4a5365; }
.highlight { background: #fff4ee; border: 1px solid #f3c1ac; border-radius: 6px; padding: 8px 10px; margin: 12px 0; }
ul { margin: 4px 0; padding-left: 18px; }
footer { margin-top: 24px; padding-top: 8px; border-top: 1px solid #d5d9e0; font-size: 8.5pt; color: #4a5365; }
.tag { font-size: 8pt; color: #4a5365; }
`;

/** The business's details, as every document shows them. */
export function businessDetails({ business, publicUrl }: DocumentContext): SafeHtml {
  return html`<div class="business">
    <div>${business.businessName}</div>
    ${business.postalAddress ? html`<div>${business.postalAddress}</div>` : ''}
    <div>${business.phone}</div>
    <div>${business.email}</div>
    <div>${business.serviceArea}</div>
    <div>${publicUrl}</div>
  </div>`;
}

/** One whole document: a page shell with the brand, the business's details, the body and a footer. */
export function documentPage(title: string, ctx: DocumentContext, body: HtmlValue, footer: HtmlValue): string {
  return htmlDocument(
    title,
    '',
    html`<main>
      <header>
        <div class="brand">${ctx.business.businessName}</div>
        ${businessDetails(ctx)}
      </header>
      ${body}
      <footer>${footer}</footer>
    </main>`,
  );
}

/** The HTML around any document's body: the shared sheet, then a document's own rules (which win where they differ). */
export function htmlDocument(title: string, ownStyles: string, body: HtmlValue): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLES + ownStyles)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html> `.value;
}

/** A label/value table (the facts of an event, a payment). Rows whose value is null are left out. */
export function factsTable(rows: [string, HtmlValue][]): SafeHtml {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return html`<table>
    ${shown.map(
      ([label, value]) =>
        html`<tr>
          <th>${label}</th>
          <td>${value}</td>
        </tr>`,
    )}
  </table>`;
}
