import { Callout, Flex } from '@radix-ui/themes';
import { CHANGE_BOOKING_MESSAGES as M, type BookingChangeResult } from '@app/contracts';
import { signedUsd } from '@app/pricing';

/** The api's signed dollars ("-25.00" for a discount) in the money words every price shows. */
const money = (amount: string) => signedUsd(Math.round(Number(amount) * 100));

/** A change's answer (issue #37): the new price lines with what was paid and what is due, and a refund offered. */
export function ChangedPrice({ result }: { bookingId: string; result: BookingChangeResult }) {
  return (
    <Flex direction="column" gap="2" role="status" aria-label="The new price">
      <dl className="edit-booking-price">
        {result.priceLines.map((line) => (
          <div key={line.key} className={line.key === 'total' ? 'edit-booking-total' : undefined}>
            <dt>{line.label}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
      </dl>
      {result.refundOffer && (
        <Callout.Root color="amber">
          <Callout.Text>{M.refundOffered(result.refundOffer)}</Callout.Text>
        </Callout.Root>
      )}
    </Flex>
  );
}
