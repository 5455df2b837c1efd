/** The PDFs' query (`?format=`, `?paper=`): what each takes and the message for anything else. */
export const DOCUMENT_FORMATS = ['pdf', 'html'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

/**
 * The sheets a host prints the certificates and run sheet on: US Letter by default, A4 where the printer holds it
 * (docs/documents.md).
 */
export const PAPER_SIZES = ['letter', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const DOCUMENT_QUERY_MESSAGES = {
  format: 'format must be pdf or html',
  paper: 'paper must be letter or a4',
} as const;

/** The certificate's words around the title (AWARD_TITLES, or a special award) and the child's name, and what the signature line is for. */
export const CERTIFICATE_WORDS = {
  presentedTo: 'proudly presented to',
  competedAt: 'for competing at',
  signedBy: 'Host',
} as const;

/**
 * What POST /api/host/parties/:id/certificates/email did: `sending` (202) when these certificates (the children, their
 * titles, the party and the paper as they are now) had not been e-mailed yet, so the worker e-mails them;
 * `already-sent` (200) when exactly these were, which sends nothing. `requestedAt`: when they were first asked for.
 */
export interface CertificatesEmailed {
  status: 'sending' | 'already-sent';
  requestedAt: string;
}
