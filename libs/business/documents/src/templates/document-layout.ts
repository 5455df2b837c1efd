import { type PaperSize, PLACEHOLDER_SETTINGS, placeholdersIn } from '@app/contracts';
import type { DocumentContext } from '../document-facts';
import { BRAND, PAPER } from './brand';
import { html, type HtmlValue, SafeHtml } from './html';

/**
 * Print-first styles: Letter pages (A4 where asked), the system's DejaVu fonts (Debian's Chromium has them; nothing
 * is fetched), the site's violet for the brand, and tables that never split a row across pages. The HTML download
 * uses the same sheet, so both look alike.
 */
const STYLES = `
@page { size: Letter; margin: 16mm 15mm 18mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #1d2330;
  line-height: 1.45; }
main { max-width: 720px; margin: 0 auto; padding: 8px; }
header { display: flex; justify-content: space-between; align-items: flex-start;
  border-bottom: 3px solid ${BRAND.violet}; padding-bottom: 10px; margin-bottom: 16px; }
.brand { font-size: 18pt; font-weight: bold; color: ${BRAND.violet}; }
.business { text-align: right; font-size: 8.5pt; color: #4a5365; }
h1 { font-size: 16pt; margin: 0 0 4px; }
h2 { font-size: 11pt; margin: 18px 0 6px; padding-bottom: 3px; border-bottom: 1px solid #d5d9e0; }
.meta { color: #4a5365; margin: 0 0 8px; }
table { width: 100%; border-collapse: collapse; }
tr { break-inside: avoid; }
th, td { text-align: left; padding: 3px 6px; vertical-align: top; }
th { width: 38%; font-weight: normal; color: #4a5365; }
td.amount, th.amount { text-align: right; white-space: nowrap; }
.lines td { border-bottom: 1px solid #eef0f3; }
.lines tr.sum td { border-top: 1px solid #1d2330; border-bottom: 0; font-weight: bold; }
.lines tr.minor td { color: #4a5365; }
.children tr.noted td { background: ${BRAND.goldTint}; }
.highlight { background: ${BRAND.violetTint}; border: 1px solid ${BRAND.violetLine}; border-radius: 6px;
  padding: 8px 10px; margin: 12px 0; }
ul { margin: 4px 0; padding-left: 18px; }
footer { margin-top: 16px; padding-top: 8px; border-top: 1px solid #d5d9e0; font-size: 8.5pt; color: #4a5365; }
.tag { font-size: 8pt; color: #4a5365; }
`;

/** The business's details as a document prints them: a field left out is null (printedBusiness). */
export interface PrintedBusiness {
  name: string;
  phone: string | null;
  email: string;
  postalAddress: string | null;
  serviceArea: string | null;
  website: string | null;
}

/**
 * Whether an address is this machine's (localhost, *.localhost, 127.0.0.0/8, ::1, 0.0.0.0), or no address at all: a
 * development PUBLIC_URL that no parent, host or family could open.
 */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return true;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  );
}

/**
 * The one rule for what every document (receipt, confirmation, certificates, run sheet) prints of the business
 * (docs/product/emails-and-documents.md#receipts-and-confirmations-on-the-server): a setting still at its shipped
 * placeholder is left out, as is
 * a PUBLIC_URL on this machine, so nothing printed asks a parent to call (555) 123-4567 or open localhost.
 */
export function printedBusiness({ business, publicUrl }: DocumentContext): PrintedBusiness {
  const placeholders = new Set<string>(placeholdersIn(business));
  const saved = (field: keyof typeof PLACEHOLDER_SETTINGS): string | null =>
    placeholders.has(field) ? null : business[field].trim() || null;
  return {
    name: business.businessName,
    phone: saved('phone'),
    email: business.email,
    postalAddress: saved('postalAddress'),
    serviceArea: saved('serviceArea'),
    website: isLoopbackUrl(publicUrl) ? null : publicUrl,
  };
}

/** "Call (512) 555-0142 or write to hello@…", or only the e-mail while the phone is a placeholder. */
export function reachUs(ctx: DocumentContext): string {
  const { phone, email } = printedBusiness(ctx);
  return phone ? `Call ${phone} or write to ${email}` : `Write to ${email}`;
}

/** The business's details, as every document shows them (only what printedBusiness keeps). */
function businessDetails(ctx: DocumentContext): SafeHtml {
  const b = printedBusiness(ctx);
  const lines = [b.name, b.postalAddress, b.phone, b.email, b.serviceArea, b.website].filter(Boolean);
  return html`<div class="business">${lines.map((line) => html`<div>${line}</div>`)}</div>`;
}

/** One whole document: a page shell with the brand, the business's details, the body and a footer, on `paper`. */
export function documentPage(
  title: string,
  ctx: DocumentContext,
  body: HtmlValue,
  footer: HtmlValue,
  paper: PaperSize = 'letter',
): string {
  return htmlDocument(
    title,
    paper === 'letter' ? '' : `@page { size: ${PAPER[paper].css}; }`,
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
