import { Flex, Heading, Text } from '@radix-ui/themes';
import { FINAL_DETAILS_CALL_WINDOW, RESPONSE_WITHIN_HOURS } from '@app/contracts';
import { LinkButton } from '@/components/ui/link-button.ui';
import { useManagedBooking } from '../api/manage-booking.api';
import { AddToCalendar } from './add-to-calendar.component';

/**
 * The promise (docs/product/constants.md#business-constants-and-limits): organisers confirm within a day of the booking
 * and check in again before the event.
 */
const NEXT_STEPS = [
  `We call you within ${RESPONSE_WITHIN_HOURS} hours to go through your party.`,
  `We check in ${FINAL_DETAILS_CALL_WINDOW} before the event to confirm the final details.`,
] as const;

/**
 * What follows a payment (in "Payment Successful" and "Booking Complete"): the next steps, the party in a calendar and
 * the way back to the booking's own page, which this browser opens through its owner cookie or the session, no token
 * needed. Google's link arrives with the booking's page data; the `.ics` needs none.
 */
export function BookingNextSteps({ bookingId }: { bookingId: string }) {
  const { data } = useManagedBooking(bookingId);
  return (
    <Flex direction="column" gap="3">
      <Heading as="h3" size="3">
        What happens next
      </Heading>
      <Flex asChild direction="column" gap="1" pl="4" m="0">
        <ul>
          {NEXT_STEPS.map((step) => (
            <li key={step}>
              <Text size="2">{step}</Text>
            </li>
          ))}
        </ul>
      </Flex>
      <AddToCalendar bookingId={bookingId} googleCalendarUrl={data?.googleCalendarUrl} />
      <LinkButton to={`/bookings/${encodeURIComponent(bookingId)}`} size="3" variant="outline">
        View or change your booking
      </LinkButton>
    </Flex>
  );
}
