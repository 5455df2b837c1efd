import { Callout } from '@radix-ui/themes';
import { PARTY_WORDS as W } from '../party-day-words';

/**
 * Once the results are final ("Finish results", or the party completed: resultsAreFinal) the teams, results and awards
 * no longer change from the phone (docs/product/party-day.md#finishing): the screens that made them say so instead.
 */
export function HostResultsFinal() {
  return (
    <Callout.Root color="green" size="2" highContrast>
      <Callout.Text size="5" weight="bold">
        {W.resultsFinal}
      </Callout.Text>
      <Callout.Text size="4">{W.resultsFinalWhy}</Callout.Text>
    </Callout.Root>
  );
}
