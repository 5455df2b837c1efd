import { Button, Callout, Flex } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { formatUsd, gameRangeLabel, packageTierOf } from '@app/pricing';
import { packageSwitch, type ChosenPackage } from '../form/priced-games';

/**
 * Step 1 after "Book <package>": which package the parent came for and the games it takes; once the games picked make
 * another package, it asks before switching (the package picked is the package kept).
 */
export function ChosenPackageNote({
  chosen,
  picked,
  onSwitch,
}: {
  chosen: ChosenPackage;
  picked: number;
  /** The parent takes the package their games make: the wizard forgets the one they came for. */
  onSwitch: () => void;
}) {
  const tier = packageTierOf(chosen.gamesIncluded);
  const other = packageSwitch(picked, chosen);
  if (!other) {
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
  return (
    <Flex direction="column" gap="2" mb="4">
      <Callout.Root color="amber" role="status">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text>
          {picked} games is the {formatUsd(other.cents, true)} package: switch? {chosen.name} (
          {formatUsd(tier.cents, true)}) takes {gameRangeLabel(tier)}.
        </Callout.Text>
      </Callout.Root>
      <Flex>
        <Button type="button" size="2" variant="soft" color="amber" onClick={onSwitch}>
          Switch to the {formatUsd(other.cents, true)} package
        </Button>
      </Flex>
    </Flex>
  );
}
