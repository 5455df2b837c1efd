import { Callout, Link as ThemeLink } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { SubmitTrouble } from '../form/use-submit-booking.hook';

/**
 * Issue #36: why Submit did not end in a booking, beside Submit until the next try: no answer in time (the answers
 * stay), or the booking this e-mail already has for that date and time (with the way to it).
 */
export function SubmitTroubleNote({ trouble }: { trouble: SubmitTrouble }) {
  return (
    <Callout.Root color="red" role="alert" size="1" mt="4">
      <Callout.Icon>
        <ExclamationTriangleIcon aria-hidden />
      </Callout.Icon>
      <Callout.Text>
        {trouble.message}
        {trouble.bookingId && (
          <>
            {' '}
            <ThemeLink asChild weight="medium">
              <Link to={`/bookings/${trouble.bookingId}`}>Open your booking</Link>
            </ThemeLink>
          </>
        )}
      </Callout.Text>
    </Callout.Root>
  );
}
