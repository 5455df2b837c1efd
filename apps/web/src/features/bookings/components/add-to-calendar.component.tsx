import { Button, Flex } from '@radix-ui/themes';
import { CalendarIcon, ExternalLinkIcon } from '@radix-ui/react-icons';
import { bookingPath } from '../api/manage-booking.api';

/**
 * The party in the parent's calendar. The `.ics` keeps one UID per booking and a SEQUENCE raised on every change, so
 * opening it again after a reschedule updates the entry instead of adding one; Google's link comes from the API.
 * `googleCalendarUrl` absent (the dialogs after a payment, which only know the booking): the `.ics` alone.
 */
export function AddToCalendar({
  bookingId,
  token,
  googleCalendarUrl,
}: {
  bookingId: string;
  token?: string | null;
  googleCalendarUrl?: string;
}) {
  return (
    <Flex gap="3" wrap="wrap">
      <Button asChild size="3" variant="soft">
        <a href={bookingPath(bookingId, token, '/calendar.ics')} download="party.ics">
          <CalendarIcon aria-hidden /> Download calendar file (.ics)
        </a>
      </Button>
      {googleCalendarUrl && (
        <Button asChild size="3" variant="soft">
          <a href={googleCalendarUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden /> Add to Google Calendar
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </Button>
      )}
    </Flex>
  );
}
