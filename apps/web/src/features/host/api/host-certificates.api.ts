import type { PaperSize } from '@app/contracts';
import { apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';

const certificates = (partyId: string) => `/api/host/parties/${encodeURIComponent(partyId)}/certificates`;

/** The party's certificates as a PDF on the given paper, each child's title by certificateTitleOf. */
export const certificatesPdfPath = (partyId: string, paper: PaperSize) => `${certificates(partyId)}?paper=${paper}`;

/** E-mails the certificates to the booking's parent; the Idempotency-Key follows the tap, so a retry sends once. */
export const useEmailCertificates = (partyId: string) =>
  useIntentMutation((body: Record<string, never>, key: string) =>
    apiRequest('POST', `${certificates(partyId)}/email`, body, key),
  );
