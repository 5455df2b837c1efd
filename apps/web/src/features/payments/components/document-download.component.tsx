import { shortBookingId, type DocumentKind } from '@app/contracts';
import { PdfDownload } from '@/components/ui/pdf-download.ui';
import { withQuery } from '@/lib/api-client';

/**
 * Downloads a booking's receipt or confirmation PDF (docs/product/emails-and-documents.md#receipts), built by the
 * worker after the payment.
 */
export function DocumentDownload({
  bookingId,
  kind,
  label,
  token,
}: {
  bookingId: string;
  kind: DocumentKind;
  label: string;
  /** The booking's signed link, on its page opened with it. */
  token?: string | null;
}) {
  return (
    <PdfDownload
      path={withQuery(`/api/bookings/${encodeURIComponent(bookingId)}/${kind}`, { token })}
      fileName={`${kind}-${shortBookingId(bookingId)}.pdf`}
      what={kind}
      label={label}
    />
  );
}
