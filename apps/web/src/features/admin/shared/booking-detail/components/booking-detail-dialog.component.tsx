import { lazy, Suspense, type ReactNode } from 'react';
import { Separator } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { shortBookingId } from '@app/contracts';
import { DialogCloseFooter } from '@/components/ui/dialog-close-footer.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useAdminBooking } from '@/features/admin/shared/booking-detail/api/get-admin-booking.api';
import { BookingDetailSkeleton } from './booking-detail-skeleton.component';
import { useEscapePastToasts } from './use-escape-past-toasts.hook';
import { dateWithWeekday } from '@/features/admin/shared/components/admin-format';
import './booking-detail-dialog.css';

/**
 * The detail's sections and their actions (a quarter of the admin's script before any interaction, gzip) load when a
 * booking is first opened, beside its data: the table's first rows on a phone do not wait for them.
 */
const BookingDetail = lazy(() => import('./booking-detail.component').then((m) => ({ default: m.BookingDetail })));

/**
 * The booking detail dialog (the admin's "view" of a booking): opened from the table (its id kept in the URL) and
 * from the Calendar, which adds its own `actions` beside Close.
 */
export function BookingDetailDialog({
  bookingId,
  onClose,
  actions,
}: {
  bookingId: string | null;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { data, isPending, isError } = useAdminBooking(bookingId);
  useEscapePastToasts(Boolean(bookingId), onClose);
  return (
    <Dialog.Root open={Boolean(bookingId)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="720px" className="booking-detail-sheet">
        <Dialog.Title>Booking {bookingId ? `#${shortBookingId(bookingId)}` : ''}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {data ? `${data.parentName} · ${dateWithWeekday(data.eventDate)}` : 'Every detail of the booking.'}
        </Dialog.Description>
        <Separator size="4" my="3" />
        {isPending ? (
          <BookingDetailSkeleton />
        ) : isError ? (
          <ErrorState text="Failed to load this booking. Please try again later." />
        ) : (
          <Suspense fallback={<BookingDetailSkeleton />}>
            <BookingDetail booking={data} />
          </Suspense>
        )}
        <DialogCloseFooter mt="5">{actions}</DialogCloseFooter>
      </Dialog.Content>
    </Dialog.Root>
  );
}
