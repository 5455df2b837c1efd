import { Flex } from '@radix-ui/themes';
import { shortBookingId } from '@app/contracts';
import { PaperSizeChoice, usePaperSize } from '@/components/ui/paper-size.ui';
import { PdfDownload } from '@/components/ui/pdf-download.ui';
import { withQuery } from '@/lib/api-client';

/** The host team's run sheet and the award certificates, built from the party's roster as it is now. */
export function PartyDocuments({ bookingId }: { bookingId: string }) {
  const id = encodeURIComponent(bookingId);
  const ref = shortBookingId(bookingId);
  const { paperParam } = usePaperSize();
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <PaperSizeChoice />
      <PdfDownload
        path={withQuery(`/api/admin/bookings/${id}/run-sheet.pdf`, { paper: paperParam })}
        fileName={`run-sheet-${ref}.pdf`}
        what="run sheet"
        label="Run sheet (PDF)"
        size="1"
      />
      <PdfDownload
        path={withQuery(`/api/bookings/${id}/certificates.pdf`, { paper: paperParam })}
        fileName={`certificates-${ref}.pdf`}
        what="certificates"
        label="Certificates (PDF)"
        size="1"
      />
    </Flex>
  );
}
