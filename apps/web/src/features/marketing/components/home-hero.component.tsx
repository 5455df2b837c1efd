import { Box, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { CATALOGUE_GAME_COUNT } from '@app/contracts';
import { LinkButton } from '@/components/ui/link-button.ui';

const HERO_STATS = [
  { value: 'Zero', label: 'Screens' },
  { value: `${CATALOGUE_GAME_COUNT}+`, label: 'Games Ready' },
  { value: '100%', label: 'Stress-Free' },
] as const;

/**
 * The home page's first screen. `dateCheck` ("Is my date free?", composed by the route: features never import each
 * other) is its first action, right under the title, so on a phone the check and the calendar it opens are on the
 * first screen; the lead, the links and the figures follow.
 */
export function HomeHero({ dateCheck }: { dateCheck: ReactNode }) {
  return (
    <section className="home-hero" aria-labelledby="hero-heading">
      <Container size="4" px="4">
        <Grid columns={{ initial: '1', md: '2' }} gap="7" align="center" py={{ initial: '7', md: '9' }}>
          <Flex direction="column" gap="5">
            <Text size="2" weight="bold" className="hero-eyebrow">
              Kids’ competition parties, hosted for you
            </Text>
            <Heading as="h1" size={{ initial: '8', md: '9' }} id="hero-heading" className="display hero-title">
              Turn Any Party Into an Epic Championship
            </Heading>
            {dateCheck}
            <Text as="p" size={{ initial: '4', md: '5' }} className="hero-lead">
              A professional MC, structured team games, custom shirts and a real awards ceremony. You enjoy the party;
              we run the show.
            </Text>
            <Flex gap="3" wrap="wrap">
              <LinkButton to="/booking" size="4" className="hero-primary">
                Book Your Event
              </LinkButton>
              <LinkButton to="/packages" size="4" variant="outline" className="hero-secondary">
                See Packages
              </LinkButton>
            </Flex>
            <Flex asChild gap={{ initial: '4', sm: '6' }} wrap="wrap" mt="2">
              <dl className="hero-stats">
                {HERO_STATS.map((stat) => (
                  <div key={stat.label}>
                    <dt className="hero-stat-label">{stat.label}</dt>
                    <dd className="hero-stat-value display">{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </Flex>
          </Flex>
          <Box className="hero-art">
            <img
              src="/images/hero/hero.svg"
              alt="Children in team shirts racing towards a finish line while a host cheers them on"
              width="560"
              height="440"
              fetchPriority="high"
            />
          </Box>
        </Grid>
      </Container>
    </section>
  );
}
