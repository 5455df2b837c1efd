import type { CertificatesEmailed, PaperSize } from '@app/contracts';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const certificates = (partyId: string) => `/api/host/parties/${encodeURIComponent(partyId)}/certificates`;

/** The party's certificates as a PDF on the given paper, each child's title by certificateTitleOf. */
export const certificatesPdfPath = (partyId: string, paper: PaperSize) => `${certificates(partyId)}?paper=${paper}`;

/**
 * E-mails the certificates to the booking's parent; the Idempotency-Key follows the tap, so a retry sends once, and the
 * server sends each version of the certificates once (`already-sent` for the same ones again).
 */
export const useEmailCertificates = (partyId: string) =>
  useIntentMutation((body: Record<string, never>, key: string) =>
    api.post<CertificatesEmailed>(`${certificates(partyId)}/email`, body, key),
  );
