import { Button, Flex, Text } from '@radix-ui/themes';
import { bareClockIn, RESERVATION_MESSAGES, WAITLIST_PAGE_WORDS } from '@app/contracts';

/**
 * The chosen time's reservation as the wizard knows it: live (its token and expiry), lapsed, not held because asking
 * failed (offline, throttled, a server failure; `unheld` is the abuse limit's sentence when one refused it), or none
 * (being asked for, refused, no time chosen); or held by the waiting list's offer (`offerUntil`, its end).
 */
export type ReservationView =
  | { token: string; expiresAt: string }
  | 'lapsed'
  | { unheld: string | null }
  | { offerUntil: string }
  | null;

/**
 * The one line that says whether the chosen time is held for the parent, until when in the business's time zone and
 * what happens then: under step 2's time and in step 4's review. `onChooseAgain` (step 4): a lapsed hold offers to go
 * back and choose the time again.
 */
export function ReservationLine({
  reservation,
  timeZone,
  onChooseAgain,
}: {
  reservation: ReservationView;
  timeZone: string;
  onChooseAgain?: () => void;
}) {
  if (!reservation) return null;
  const live = reservation !== 'lapsed' && !('unheld' in reservation);
  const text =
    reservation !== 'lapsed' && 'offerUntil' in reservation
      ? WAITLIST_PAGE_WORDS.heldForYou(bareClockIn(reservation.offerUntil, timeZone))
      : reservation === 'lapsed'
        ? RESERVATION_MESSAGES.lapsed
        : 'unheld' in reservation
          ? reservation.unheld
            ? RESERVATION_MESSAGES.refusedByLimit(reservation.unheld)
            : RESERVATION_MESSAGES.notHeld
          : RESERVATION_MESSAGES.heldUntil(reservation.expiresAt, timeZone);
  return (
    <Flex direction="column" align="start" gap="2">
      <Text as="p" size="2" color={live ? 'green' : 'amber'} role="status">
        {text}
      </Text>
      {reservation === 'lapsed' && onChooseAgain && (
        <Button type="button" size="1" variant="soft" onClick={onChooseAgain}>
          {RESERVATION_MESSAGES.chooseAgain}
        </Button>
      )}
    </Flex>
  );
}
