import { Callout, Card, DataList, Flex, Grid, Heading, Link, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  changeDeadline,
  paymentPlanWords,
  plannedPayment,
  type PriceMismatchDetails,
} from '@app/contracts';
import {
  ADD_ON_KEYS,
  DEPOSIT_PERCENT,
  formatUsd,
  PRICE_TABLE,
  quoteFromDollars,
  TAX_NOTE,
  type PriceQuote,
} from '@app/pricing';
import type { BookingFormValues } from '../form/booking-form';
import type { WizardStep } from '../state/wizard-step.atom';
import { EventSummary, type EventSummaryFacts } from './event-summary.component';
import { PricingSummary } from './pricing-summary.component';
import { ReservationLine, type ReservationView } from './reservation-line.component';

/**
 * docs/product/pages.md#routes step 4: the review (child, date and time, guests, type, contact) and the live pricing
 * summary. After a 422 the server's own figures replace the local ones, so the parent sees what will be charged before
 * resubmitting. Under the event, whether its time is still held for the parent (the same line as step 2), and when the
 * hold lapsed, the way back to choose the time again.
 */
export function StepReview({
  summary,
  quote,
  serverFigures,
  reservation,
  timeZone,
  feePercent,
  onChooseAgain,
  onChange,
}: {
  summary: EventSummaryFacts;
  quote: PriceQuote;
  serverFigures: PriceMismatchDetails | null;
  reservation: ReservationView;
  /** The business's time zone (GET /api/site). */
  timeZone: string;
  /** What a cancellation in time keeps (GET /api/site, the admin's Settings). */
  feePercent: number;
  onChooseAgain: () => void;
  /** Back to the step that holds a part of the review, to change it. */
  onChange: (step: WizardStep) => void;
}) {
  const { control } = useFormContext<BookingFormValues>();
  const [parentName, parentEmail, parentPhone, location, addOns, eventTheme, specialRequests] = useWatch({
    control,
    name: ['parentName', 'parentEmail', 'parentPhone', 'location', 'addOns', 'eventTheme', 'specialRequests'],
  });
  const chosenAddOns = ADD_ON_KEYS.filter((k) => addOns[k]).map((k) => PRICE_TABLE.addOns[k].label);
  const shown = serverFigures ? quoteFromDollars(serverFigures.pricing) : quote;
  // The deposit chosen for the parent in the payment dialog, on the total the server will charge; none while the time
  // is being chosen again (a refused time is cleared).
  const deadline = changeDeadline(summary, timeZone);
  const plan =
    !Number.isNaN(deadline.getTime()) &&
    plannedPayment(
      'deposit',
      { finalCents: shown.totalPrice, amountPaidCents: 0 },
      { eventDate: summary.eventDate, changeDeadline: deadline, feePercent },
    );
  return (
    <Grid columns={{ initial: '1', md: '5' }} gap="5">
      <Card size="3" className="review-details">
        <Heading as="h3" size="4" mb="3">
          Your event
        </Heading>
        <EventSummary facts={summary} label="Event review" />
        <Flex gap="4" wrap="wrap" mt="2">
          <ChangeLink what="games" onClick={() => onChange(1)} />
          <ChangeLink what="date and time" onClick={() => onChange(2)} />
          <ChangeLink what="child and guests" onClick={() => onChange(2)} />
        </Flex>
        <Flex mt="3">
          <ReservationLine reservation={reservation} timeZone={timeZone} onChooseAgain={onChooseAgain} />
        </Flex>
        <DataList.Root
          size="2"
          mt="3"
          aria-label="Contact and venue"
          orientation={{ initial: 'vertical', sm: 'horizontal' }}
        >
          <Item label="Contact" value={`${parentName} · ${parentEmail} · ${parentPhone}`} />
          <Item
            label="Location"
            value={`${location.address}, ${location.city}, ${location.state} ${location.zipCode}`}
          />
          {eventTheme.trim() && <Item label="Theme" value={eventTheme.trim()} />}
          <Item label="Add-ons" value={chosenAddOns.join(', ') || 'None'} />
          {specialRequests.trim() && <Item label="Special requests" value={specialRequests.trim()} />}
        </DataList.Root>
        <Flex gap="4" wrap="wrap" mt="2">
          <ChangeLink what="contact and location" onClick={() => onChange(3)} />
          <ChangeLink what="add-ons" onClick={() => onChange(3)} />
        </Flex>
      </Card>
      <Card size="3" className="review-pricing">
        <Heading as="h3" size="4" mb="3">
          Pricing summary
        </Heading>
        {serverFigures && (
          <Callout.Root color="amber" role="alert" mb="3">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {BOOKING_MESSAGES.priceChanged} The total is now {formatUsd(shown.totalPrice)}.
            </Callout.Text>
          </Callout.Root>
        )}
        <PricingSummary priced={{ quote: shown, guestCount: summary.guestCount }} label="Pricing summary" />
        <Flex direction="column" gap="2" mt="4">
          {plan && (
            <Text as="p">
              A {DEPOSIT_PERCENT}% deposit secures your booking:{' '}
              <span data-testid="payment-plan">{paymentPlanWords(plan, timeZone)}</span>.
            </Text>
          )}
          <Text as="p" size="1" color="gray">
            {TAX_NOTE}
          </Text>
        </Flex>
      </Card>
    </Grid>
  );
}

/**
 * "Change date and time": a button (it goes to a step of this page) drawn as a link, its words naming the part it
 * changes, for the eye as for a screen reader.
 */
function ChangeLink({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Link asChild size="2">
      <button type="button" onClick={onClick}>
        Change {what}
      </button>
    </Link>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="110px">{label}</DataList.Label>
      <DataList.Value className="break-anywhere">{value}</DataList.Value>
    </DataList.Item>
  );
}
