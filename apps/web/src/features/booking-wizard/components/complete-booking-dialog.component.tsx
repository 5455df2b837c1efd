import { Badge, Button, Card, Dialog, Flex, Heading, Text } from '@radix-ui/themes';
import { useAtomValue } from 'jotai';
import { RESPONSE_WITHIN_HOURS, shortBookingId, type CreatedBooking } from '@app/contracts';
import { formatUsd } from '@app/pricing';
import { quoteFromResult } from '../form/price-lines';
import { appliedPromoAtom } from '../state/applied-promo.atom';
import { EventSummary } from './event-summary.component';
import { PricingSummary, Row } from './pricing-summary.component';
import { PromoEntry } from './promo-entry.component';

/**
 * SPEC §2 "Complete Your Booking": the event summary, the selected games, the server's pricing breakdown and the
 * promo entry. Final = max(0, total − discount). Paying is the payments issue's: its area is a labelled placeholder.
 */
export function CompleteBookingDialog({
  booking,
  gameName,
  open,
  onOpenChange,
}: {
  booking: CreatedBooking;
  gameName: (ref: number | string) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const applied = useAtomValue(appliedPromoAtom);
  const quote = quoteFromResult(booking.pricing);
  const discount = applied?.bookingId === booking.id ? applied.discountCents : 0;
  const final = Math.max(0, quote.totalPrice - discount);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>Complete Your Booking</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Event #{shortBookingId(booking.id)} is saved. Check the details, apply a promo code if you have one, then pay.
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <Card size="2">
            <Heading as="h3" size="3" mb="2">
              Event summary
            </Heading>
            <EventSummary
              label="Booked event"
              facts={{
                childName: booking.childName,
                childAge: booking.childAge,
                eventDate: booking.eventDate,
                eventTime: booking.eventTime,
                guestCount: booking.guestCount,
                eventType: booking.eventType,
                intensity: booking.intensity ?? 'medium',
              }}
            />
          </Card>
          <Card size="2">
            <Heading as="h3" size="3" mb="2" id="dialog-games">
              Selected games
            </Heading>
            <Flex gap="2" wrap="wrap" role="list" aria-labelledby="dialog-games">
              {booking.selectedGames.map((ref) => (
                <Badge key={String(ref)} size="2" variant="soft" role="listitem">
                  {gameName(ref)}
                </Badge>
              ))}
            </Flex>
          </Card>
          <Card size="2">
            <Heading as="h3" size="3" mb="2">
              Pricing
            </Heading>
            <PricingSummary quote={quote} guestCount={booking.guestCount} label="Booking pricing">
              {discount > 0 && applied && (
                <Row label={`Promo ${applied.promoCode.code}`} value={`−${formatUsd(discount)}`} />
              )}
              <Row label="Final amount" value={formatUsd(final)} strong />
            </PricingSummary>
          </Card>
          <PromoEntry bookingId={booking.id} />
          <section aria-labelledby="pay-area-heading" className="pay-placeholder">
            <Flex align="center" gap="2" mb="1">
              <Heading as="h3" size="3" id="pay-area-heading">
                Payment
              </Heading>
              <Badge color="gray">Coming soon</Badge>
            </Flex>
            <Text as="p" size="2" color="gray">
              Online payment with PayPal is not available here yet. Your booking is saved as pending: we will contact
              you at {booking.parentEmail} within {RESPONSE_WITHIN_HOURS} hours to arrange payment.
            </Text>
          </section>
          <Flex justify="end">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
