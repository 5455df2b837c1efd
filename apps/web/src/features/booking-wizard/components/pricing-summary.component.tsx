import { Flex, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { formatUsd, type PriceQuote } from '@app/pricing';
import { formatDuration, priceLines } from '../form/price-lines';

/** The pricing breakdown, total and event length (SPEC §2 step 4 and the "Complete Your Booking" dialog). */
export function PricingSummary({
  quote,
  guestCount,
  label,
  children,
}: {
  quote: PriceQuote;
  guestCount: number;
  label: string;
  /** Lines after the total (the promo discount and final amount in the dialog). */
  children?: ReactNode;
}) {
  return (
    <Flex direction="column" gap="2" role="group" aria-label={label}>
      {priceLines(quote, guestCount).map((line) => (
        <Row key={line.label} label={line.label} value={formatUsd(line.cents)} />
      ))}
      <Separator size="4" />
      <Row label="Total" value={formatUsd(quote.totalPrice)} strong />
      {children}
      <Text size="2" color="gray">
        Event length: about {formatDuration(quote.totalDuration)}
      </Text>
    </Flex>
  );
}

export function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="between" gap="3">
      <Text size={strong ? '4' : '2'} weight={strong ? 'bold' : 'regular'}>
        {label}
      </Text>
      <Text size={strong ? '4' : '2'} weight={strong ? 'bold' : 'regular'}>
        {value}
      </Text>
    </Flex>
  );
}
