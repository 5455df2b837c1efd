import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { changeDeadline, shortBookingId, type CreatedBooking, type PlanTerms } from '@app/contracts';
import { finalAmountCents, formatUsd, quoteFromDollars } from '@app/pricing';
import { DisclosureButton } from '@/components/ui/disclosure-button.ui';
import { holdLine } from '../form/hold-line';
import { appliedPromoAtom } from '../state/applied-promo.atom';
import { EventSummary } from './event-summary.component';
import { PricingSummary } from './pricing-summary.component';
import { PromoEntry } from './promo-entry.component';

/** What the payment area is given: the booking and the figures the dialog shows. */
export interface PaymentSlotProps {
  booking: CreatedBooking;
  totalCents: number;
  discountCents: number;
  promoCode: string | null;
  /** The deadline and fee its payment plan is stated with, once the business's settings are known. */
  terms?: PlanTerms & { timeZone: string | undefined };
  /** The booking is paid (or confirmed free): the dialog closes and the wizard starts afresh. */
  onPaid: () => void;
}

/**
 * docs/product/pages.md#routes "Complete Your Booking": the event summary, the selected games, the server's pricing
 * breakdown (with the applied promo's discount), the promo entry and the payment area (the payments feature, given by
 * the route); above them, until when the booking holds its time unpaid (`timeZone`: the business's, from GET
 * /api/site).
 */
export function CompleteBookingDialog({
  booking,
  timeZone,
  feePercent,
  gameName,
  open,
  onOpenChange,
  payment,
  onPaid,
}: {
  booking: CreatedBooking;
  timeZone?: string;
  /** What a cancellation in time keeps (GET /api/site). */
  feePercent?: number;
  gameName: (ref: number | string) => string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  payment: (props: PaymentSlotProps) => ReactNode;
  onPaid: () => void;
}) {
  const applied = useAtomValue(appliedPromoAtom);
  const quote = quoteFromDollars(booking.pricing);
  const promo = applied?.bookingId === booking.id ? applied : null;
  const discount = promo?.discountCents ?? 0;
  const hold = holdLine(booking, timeZone);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const terms =
    timeZone === undefined || feePercent === undefined
      ? undefined
      : { eventDate: booking.eventDate, changeDeadline: changeDeadline(booking, timeZone), feePercent, timeZone };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="640px">
        <Dialog.Title>Complete Your Booking</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Event #{shortBookingId(booking.id)} is saved. Check the details, apply a promo code if you have one, then pay.
        </Dialog.Description>
        <Flex direction="column" gap="4">
          {hold && (
            <Text as="p" size="2" weight="medium">
              {hold}
            </Text>
          )}
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text weight="bold" size="3">
              Total {formatUsd(finalAmountCents(quote.totalPrice, discount))}
            </Text>
            <DisclosureButton
              color="gray"
              open={detailsOpen}
              onOpenChange={setDetailsOpen}
              controls="booking-details"
              labels={['Show booking details', 'Hide booking details']}
            />
          </Flex>
          {/* Collapsed at first, so the payment is in view without scrolling on a phone and at 1280×800. */}
          <div id="booking-details" hidden={!detailsOpen}>
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
                <PricingSummary
                  priced={{
                    quote,
                    guestCount: booking.guestCount,
                    promo: promo && { code: promo.promoCode.code, discountCents: discount },
                  }}
                  label="Booking pricing"
                />
              </Card>
            </Flex>
          </div>
          <PromoEntry bookingId={booking.id} />
          <section aria-labelledby="pay-area-heading">
            <Heading as="h3" size="3" id="pay-area-heading" mb="2">
              Payment
            </Heading>
            {payment({
              booking,
              totalCents: quote.totalPrice,
              discountCents: discount,
              promoCode: discount > 0 && applied ? applied.promoCode.code : null,
              terms,
              onPaid,
            })}
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
