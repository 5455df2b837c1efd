import { Flex, Heading } from '@radix-ui/themes';
import { CATALOGUE_GAME_COUNT } from '@app/contracts';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { PageTitle } from '@/components/layout/page-title.layout';
import { Island } from '../islands/island';
import { Component as GameFinder } from '../islands/game-finder.island';

export function Component() {
  return (
    <>
      <PageTitle page="Games" />
      <PageHero
        title="Our Competition Games"
        intro={`${CATALOGUE_GAME_COUNT} field-tested games for every space and group size. Pick three or more and we'll build your event around them.`}
      />
      <PageSection id="games">
        <Heading as="h2" className="visually-hidden">
          Games
        </Heading>
        <Island name="game-finder" component={GameFinder} props={{}} />
        <Flex justify="center" mt="7">
          <LinkButton to="/booking" size="4">
            Book Your Competition Event
          </LinkButton>
        </Flex>
      </PageSection>
    </>
  );
}
