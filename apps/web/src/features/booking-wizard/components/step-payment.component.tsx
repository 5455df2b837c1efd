import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { shortBookingId, type CreatedBooking } from '@app/contracts';
import { formatUsd, quoteFromDollars } from '@app/pricing';

/**
 * SPEC §2 step 5 "Secure PayPal checkout": the booking exists; the "Complete Your Booking" dialog (promo, payment)
 * opens from here at any time, also after a reload. A new booking starts from an empty draft.
 */
export function StepPayment({
  booking,
  onOpenDialog,
  onNewBooking,
}: {
  booking: CreatedBooking;
  onOpenDialog: () => void;
  onNewBooking: () => void;
}) {
  return (
    <Card size="4" className="narrow-card">
      <Flex direction="column" align="center" gap="3">
        <Heading as="h3" size="5" align="center">
          Event #{shortBookingId(booking.id)} is saved, not yet paid
        </Heading>
        {/* Nothing is paid at this step: the wording must not let a parent think the party is settled. */}
        <Text align="center" color="gray">
          Total {formatUsd(quoteFromDollars(booking.pricing).totalPrice)}, nothing paid yet. Apply a promo code and pay
          in the Complete Your Booking window to secure your booking.
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button size="3" onClick={onOpenDialog} aria-haspopup="dialog">
            Complete Your Booking
          </Button>
          <Button size="3" variant="soft" color="gray" onClick={onNewBooking}>
            Start a New Booking
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
