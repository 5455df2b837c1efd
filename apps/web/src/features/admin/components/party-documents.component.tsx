import { Flex } from '@radix-ui/themes';
import { shortBookingId } from '@app/contracts';
import { PdfDownload } from '@/components/ui/pdf-download.ui';

/** The host team's run sheet and the award certificates, built from the party's roster as it is now. */
export function PartyDocuments({ bookingId }: { bookingId: string }) {
  const id = encodeURIComponent(bookingId);
  const ref = shortBookingId(bookingId);
  return (
    <Flex gap="2" wrap="wrap" align="start">
      <PdfDownload
        path={`/api/admin/bookings/${id}/run-sheet.pdf`}
        fileName={`run-sheet-${ref}.pdf`}
        what="run sheet"
        label="Run sheet (PDF)"
        size="1"
      />
      <PdfDownload
        path={`/api/bookings/${id}/certificates.pdf`}
        fileName={`certificates-${ref}.pdf`}
        what="certificates"
        label="Certificates (PDF)"
        size="1"
      />
    </Flex>
  );
}
