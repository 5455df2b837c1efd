import { Card, Flex, Text } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { formatUsd, TAX_NOTE, type PriceQuote } from '@app/pricing';
import { DisclosureButton } from '@/components/ui/disclosure-button.ui';
import { PricingSummary } from './pricing-summary.component';
import { usePriceBarRoom } from './use-price-bar-room.hook';

/**
 * The price as it stands, from step 1: the same lines as the review (priceLines), beside the wizard on wide screens, a
 * bar at the bottom on phones that opens to the lines (CSS decides which, see booking-wizard.css). When a choice moves
 * the package it says so ("4 games: the $600 package"): the jump from $400 to $600 is no surprise at step 4. `quote` is
 * absent until the business's prices are known. `dateLine`: the date and time chosen and whether they are still free
 * (RunningPriceDate), shown on phones too, with the bar closed: the bar's measured height keeps the focused field clear
 * of it (usePriceBarRoom).
 */
export function RunningPrice({
  quote,
  guestCount,
  dateLine,
}: {
  quote: PriceQuote | undefined;
  guestCount: number;
  dateLine?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const moved = usePackageMove(quote);
  const barRoom = usePriceBarRoom();
  return (
    <aside ref={barRoom} className="running-price" aria-labelledby="running-price-heading">
      <Card size="2">
        <Flex direction="column" gap="2">
          <Flex justify="between" align="center" gap="3">
            {/* Not a heading: the step's own h2 and its sections are the outline. */}
            <Text weight="bold" id="running-price-heading">
              Your price
            </Text>
            <Text weight="bold" className="running-price-total">
              {quote ? formatUsd(quote.totalPrice) : '...'}
            </Text>
            <DisclosureButton
              size="2"
              className="running-price-toggle"
              open={open}
              onOpenChange={setOpen}
              controls="running-price-lines"
              labels={['Show details', 'Hide details']}
            />
          </Flex>
          <Text size="2" color="violet" role="status" className="running-price-move">
            {moved}
          </Text>
          {dateLine}
          <div id="running-price-lines" className="running-price-lines" data-open={open}>
            {quote ? (
              <>
                <PricingSummary priced={{ quote, guestCount }} label="Price so far" />
                <Text as="p" size="1" color="gray" mt="2">
                  {TAX_NOTE}
                </Text>
              </>
            ) : (
              <Text size="2" color="gray">
                Loading prices...
              </Text>
            )}
          </div>
        </Flex>
      </Card>
    </aside>
  );
}

/** "4 games: the $600 package" once a change moves the package; nothing for the package the wizard opens with. */
function usePackageMove(quote: PriceQuote | undefined): string {
  const [seen, setSeen] = useState<number | undefined>(quote?.basePrice);
  const [note, setNote] = useState('');
  if (quote && quote.basePrice !== seen) {
    // Adjusted while rendering (React's pattern for state derived from a change), so the note and the new lines
    // appear together.
    setSeen(quote.basePrice);
    if (seen !== undefined) setNote(`${quote.gameCount} games: the ${formatUsd(quote.basePrice, true)} package`);
  }
  return note;
}
