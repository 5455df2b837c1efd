import { Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { bookingStatusOf, PAY_FRAGMENT } from '@app/contracts';
import {
  ManageBookingPage,
  type ManageBookingSlots,
} from '@/features/bookings/components/manage-booking-page.component';
import { planTermsOf } from '@/features/bookings/components/booking-policy';
import { SlotPicker } from '@/features/booking-wizard/components/slot-picker.component';
import { holdLine } from '@/features/booking-wizard/form/hold-line';
import { DocumentDownload } from '@/features/payments/components/document-download.component';
import { PayBooking } from '@/features/payments/components/pay-booking.component';
import { useSiteInfo } from '@/lib/site-info.query';
import { PageTitle } from '@/components/layout/page-title.layout';
import { RosterPanel } from '@/features/roster/components/roster-panel.component';
import { AlbumPanel } from '@/features/albums/components/album-panel.component';
import { sharedKeyRoots } from '@/lib/shared-query-keys';

/**
 * /bookings/:id: a parent's own booking page, opened signed in, through the browser's owner cookie, or with the
 * e-mail's signed link (`?token=`, sent on every call the page makes). Not pre-rendered and not indexed: it is one
 * family's page. The route composes the features: the booking (bookings), paying and its documents (payments), the
 * calendar and free times (booking-wizard), the children coming (roster), the party's photos (albums), the business's
 * clock (site).
 */
export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const { hash } = useLocation();
  const site = useSiteInfo();
  const queryClient = useQueryClient();
  const timeZone = site.data?.timeZone;
  const slots: ManageBookingSlots = {
    payment: (booking, onPaid) => (
      <PayBooking
        booking={booking}
        token={token}
        terms={{ ...planTermsOf(booking), timeZone }}
        onChange={onPaid}
        openOnArrival={hash === `#${PAY_FRAGMENT}`}
      />
    ),
    documents: (booking) => (
      <Flex direction="column" gap="2">
        {Number(booking.amountPaid ?? 0) > 0 && (
          <DocumentDownload bookingId={booking.id} kind="receipt" label="Download Receipt" token={token} />
        )}
        {bookingStatusOf(booking) === 'confirmed' && (
          <DocumentDownload
            bookingId={booking.id}
            kind="confirmation"
            label="Download PDF Confirmation"
            token={token}
          />
        )}
      </Flex>
    ),
    picker: (booking, props) => (
      <SlotPicker today={site.data?.today ?? booking.eventDate} games={booking.gameNames.length} {...props} />
    ),
    holdLine: (booking) => holdLine(booking, timeZone),
    roster: (booking) => <RosterPanel bookingId={booking.id} token={token} timeZone={timeZone} />,
    album: (booking) => <AlbumPanel bookingId={booking.id} token={token} />,
  };
  return (
    <>
      <PageTitle page="Your Booking" />
      <meta name="robots" content="noindex" />
      <ManageBookingPage
        id={id}
        token={token}
        timeZone={timeZone}
        slots={slots}
        onChange={() => void queryClient.invalidateQueries({ queryKey: sharedKeyRoots.bookings })}
      />
    </>
  );
}
