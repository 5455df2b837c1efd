import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { addOnPriceLabel, PRICE_TABLE, type AddOnKey } from '@app/pricing';
import { ArtIcon, type ArtIconName } from '@/components/ui/art-icon.ui';

const TILES: { key: AddOnKey; icon: ArtIconName; blurb: string }[] = [
  { key: 'photography', icon: 'camera', blurb: 'Candid shots of every race, cheer and podium moment.' },
  { key: 'videography', icon: 'video', blurb: 'A highlight video of the games to share with family.' },
  { key: 'customShirts', icon: 'shirt', blurb: 'Team shirts in your colours with every child’s name.' },
  { key: 'customAwards', icon: 'medal', blurb: 'Engraved medals and trophies for every champion.' },
];

/**
 * The four add-ons, priced from the same table the booking is charged from (docs/product/money.md#add-ons). Their
 * headings are h3: the tiles sit under a section's h2 (/packages' add-ons) or beside the package cards' h3s (home).
 */
export function AddOnTiles() {
  return (
    <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="4">
      {TILES.map((tile) => (
        <Card key={tile.key} size="2" className="addon-tile">
          <Flex direction="column" gap="2">
            <ArtIcon name={tile.icon} size={48} />
            <Heading as="h3" size="4">
              {PRICE_TABLE.addOns[tile.key].label}
            </Heading>
            <Text size="5" weight="bold" color="violet">
              {addOnPriceLabel(tile.key)}
            </Text>
            <Text size="2" color="gray">
              {tile.blurb}
            </Text>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}
