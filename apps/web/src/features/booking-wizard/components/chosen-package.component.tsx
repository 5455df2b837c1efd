import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { formatUsd, gameRangeLabel, packageTierOf } from '@app/pricing';
import type { ChosenPackage } from '../form/priced-games';

/** Step 1 after "Book <package>": which package the parent came for and the games it takes. */
export function ChosenPackageNote({ chosen }: { chosen: ChosenPackage }) {
  const tier = packageTierOf(chosen.gamesIncluded);
  return (
    <Callout.Root color="violet" mb="4">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        {chosen.name} ({formatUsd(tier.cents, true)}): choose {gameRangeLabel(tier)}.
      </Callout.Text>
    </Callout.Root>
  );
}
