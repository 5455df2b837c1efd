import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { ArtIcon } from '@/components/ui/art-icon.ui';

const INCLUDED = [
  {
    icon: 'mic' as const,
    title: 'Professional MC',
    text: 'A trained, background-checked host who runs every game, keeps score and keeps the energy up.',
  },
  {
    icon: 'backpack' as const,
    title: 'All Equipment',
    text: 'Cones, sacks, hoops, timers, scoreboards and sound: we bring it all and take it all away.',
  },
  {
    icon: 'trophy' as const,
    title: 'Awards Ceremony',
    text: 'A podium finale with medals so every child goes home a champion.',
  },
];

/** The "What's Included" trio on /packages. */
export function IncludedTrio() {
  return (
    <Grid columns={{ initial: '1', md: '3' }} gap="5">
      {INCLUDED.map(({ icon, title, text }) => (
        <Card key={title} size="3">
          <Flex direction="column" align="center" gap="3">
            <ArtIcon name={icon} size={72} />
            <Heading as="h3" size="5" align="center">
              {title}
            </Heading>
            <Text size="2" color="gray" align="center">
              {text}
            </Text>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}
