import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { shortBookingId, type CreatedBooking } from '@app/contracts';
import { formatUsd, quoteFromDollars } from '@app/pricing';

/**
 * docs/product/pages.md#routes step 5 "Secure PayPal checkout": the booking exists; the "Complete Your Booking" dialog
 * (promo, payment) opens from here at any time, also after a reload. A new booking starts from an empty draft.
 */
export function StepPayment({
  booking,
  paid,
  onOpenDialog,
  onNewBooking,
}: {
  booking: CreatedBooking;
  /** Paid in this visit: the success dialogs show over this step until the parent leaves. */
  paid: boolean;
  onOpenDialog: () => void;
  onNewBooking: () => void;
}) {
  const event = `Event #${shortBookingId(booking.id)}`;
  return (
    <Card size="4" className="narrow-card">
      <Flex direction="column" align="center" gap="3">
        <Heading as="h3" size="5" align="center">
          {paid ? `${event} is booked` : `${event} is saved, not yet paid`}
        </Heading>
        {/* Until a payment, the wording must not let a parent think the party is settled. */}
        <Text align="center" color="gray">
          {paid
            ? 'Thank you: your payment is received. Your booking’s page has its receipt and what is still due.'
            : `Total ${formatUsd(quoteFromDollars(booking.pricing).totalPrice)}, nothing paid yet. Apply a promo code and pay in the Complete Your Booking window to secure your booking.`}
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          {!paid && (
            <Button size="3" onClick={onOpenDialog} aria-haspopup="dialog">
              Complete Your Booking
            </Button>
          )}
          <Button size="3" variant="soft" color="gray" onClick={onNewBooking}>
            Start a New Booking
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
