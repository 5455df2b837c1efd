import { Flex, Separator, Text } from '@radix-ui/themes';
import { Fragment } from 'react';
import { priceLines, signedUsd, type PricedBooking } from '@app/pricing';
import { formatDuration } from '../form/format-duration';

/**
 * The pricing breakdown and event length (docs/product/pages.md#routes step 4 and the "Complete Your Booking" dialog):
 * priceLines(), the labels the e-mail, the PDFs and the admin show too, with a rule above the sums (subtotal or total).
 */
export function PricingSummary({ priced, label }: { priced: PricedBooking; label: string }) {
  const lines = priceLines(priced);
  const firstSum = lines.findIndex((line) => line.key === 'subtotal' || line.key === 'total');
  return (
    <Flex direction="column" gap="2" role="group" aria-label={label}>
      {lines.map((line, i) => (
        <Fragment key={line.key}>
          {i === firstSum && <Separator size="4" />}
          <Row label={line.label} value={signedUsd(line.cents)} strong={line.key === 'total'} />
        </Fragment>
      ))}
      <Text size="2" color="gray">
        Event length: about {formatDuration(priced.quote.totalDuration)}
      </Text>
    </Flex>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
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
