/** The print-ready certificates page as the host reads it (docs/product/party-day.md#certificates). */
export const PRINT_WORDS = {
  title: 'Certificates',
  print: 'Print or save as PDF',
  serverPdf: 'Download the PDF',
  backToParty: 'Back to the party',
  noneArrived: 'Check the children in first: each child who came gets a certificate.',
  hint: 'Works without a signal: your phone prints these pages, one certificate per page.',
} as const;
