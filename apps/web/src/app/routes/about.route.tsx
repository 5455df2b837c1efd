import { Avatar, Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { usePhotos } from '@/features/media/api/get-photos.api';
import { TeamPortraitImage } from '@/features/media/components/team-portrait.component';
import { SiteFact } from '@/features/site/components/site-fact.component';
import { telHref } from '@/lib/phone';
import { ABOUT_STATS, SAFETY, TEAM, VALUES } from '@/features/marketing/content/about.content';
import { EnvelopeClosedIcon, MobileIcon } from '@radix-ui/react-icons';
import { PageTitle, useBusinessName } from '@/components/layout/page-title.layout';

export function Component() {
  const businessName = useBusinessName();
  const portraits = usePhotos().data?.portraits ?? [];
  return (
    <>
      <PageTitle page="About Us" />
      <PageHero
        title={`About ${businessName}`}
        intro="We bring organised, screen-free competition to children's celebrations, hosted by people who love what they do."
      />
      <PageSection id="mission" title="Our Mission">
        <Text as="p" size="4" align="center" className="prose-centered">
          Every child deserves a day when they feel like a champion. We started {businessName} to give kids the thrill
          of real competition, with teams, rules, cheering crowds and a podium, while giving parents a party they can
          actually enjoy.
        </Text>
        <Grid asChild columns={{ initial: '2', md: '4' }} gap="4" mt="7">
          <dl className="stat-grid">
            {ABOUT_STATS.map((stat) => (
              <div key={stat.label} className="stat-card">
                <dt>{stat.label}</dt>
                <dd className="stat-value display">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </Grid>
      </PageSection>
      <PageSection id="values" tone="tinted" title="What We Believe">
        <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="5">
          {VALUES.map((value) => (
            <Card key={value.title} size="3">
              <Heading as="h3" size="4" mb="2">
                {value.title}
              </Heading>
              <Text size="2" color="gray">
                {value.text}
              </Text>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <PageSection id="team" title="Meet the Team">
        <Grid columns={{ initial: '1', md: '3' }} gap="5">
          {TEAM.map((member) => {
            const portrait = portraits.find((p) => p.member === member.key);
            return (
              <Card key={member.name} size="3">
                <Flex direction="column" align="center" gap="3">
                  {portrait ? (
                    <TeamPortraitImage portrait={portrait} />
                  ) : (
                    <Avatar
                      size="6"
                      radius="full"
                      fallback={member.initial}
                      color="violet"
                      variant="solid"
                      aria-hidden
                    />
                  )}
                  <Heading as="h3" size="5" align="center">
                    {member.name}
                  </Heading>
                  <Text size="2" weight="bold" color="violet">
                    {member.role}
                  </Text>
                  <Text size="2" color="gray" align="center">
                    {member.background}
                  </Text>
                  <Flex gap="2" wrap="wrap" justify="center" aria-label="Specialties">
                    {member.specialties.map((s) => (
                      <Badge key={s} variant="soft">
                        {s}
                      </Badge>
                    ))}
                  </Flex>
                </Flex>
              </Card>
            );
          })}
        </Grid>
      </PageSection>
      <PageSection id="safety" tone="tinted" title="Safety & Trust">
        <Card size="4" className="narrow-card">
          <Grid asChild columns={{ initial: '1', sm: '2' }} gap="3">
            <ul className="check-list">
              {SAFETY.map((item) => (
                <li key={item}>
                  <Text size="3">{item}</Text>
                </li>
              ))}
            </ul>
          </Grid>
        </Card>
        <Flex gap="3" justify="center" wrap="wrap" mt="7">
          <LinkButton to="/contact" size="4">
            <EnvelopeClosedIcon aria-hidden /> Contact Us
          </LinkButton>
          <SiteFact
            fact="phone"
            render={(phone) => (
              <Button asChild size="4" variant="outline">
                <a href={telHref(phone)}>
                  <MobileIcon aria-hidden /> Call {phone}
                </a>
              </Button>
            )}
          />
        </Flex>
      </PageSection>
    </>
  );
}
