import { Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageHero } from '@/components/ui/page-hero.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { PROCESS_STEPS } from '@/features/marketing/content/process-steps.content';
import { BEFORE_EVENT, DAY_OF_EVENT, PARENT_REASONS } from '@/features/marketing/content/timeline.content';
import { PageTitle, useBusinessName } from '@/components/layout/page-title.layout';

function Timeline({ title, items }: { title: string; items: readonly { when: string; what: string }[] }) {
  return (
    <Card size="3">
      <Heading as="h3" size="5" mb="4">
        {title}
      </Heading>
      <ol className="timeline">
        {items.map((item) => (
          <li key={item.when}>
            <Text size="2" weight="bold" color="violet">
              {item.when}
            </Text>
            <Text as="p" size="2">
              {item.what}
            </Text>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function Component() {
  const businessName = useBusinessName();
  return (
    <>
      <PageTitle page="How It Works" />
      <PageHero
        title="How It Works"
        intro={`From booking to the final medal, here is exactly what happens at a ${businessName} event.`}
      />
      <PageSection id="steps">
        <Flex asChild direction="column" gap="5">
          <ol className="step-list">
            {PROCESS_STEPS.map((step, i) => (
              <li key={step.title}>
                <Card size="3">
                  <Flex gap="4" direction={{ initial: 'column', sm: 'row' }}>
                    <span className="step-number step-number--large display" aria-hidden>
                      {i + 1}
                    </span>
                    <Box>
                      <Heading as="h2" size="6" mb="1">
                        <span className="visually-hidden">Step {i + 1}: </span>
                        {step.title}
                      </Heading>
                      <Text as="p" color="gray" mb="3">
                        {step.summary}
                      </Text>
                      <Grid asChild columns={{ initial: '1', sm: '2' }} gap="2">
                        <ul className="check-list">
                          {step.details.map((detail) => (
                            <li key={detail}>
                              <Text size="2">{detail}</Text>
                            </li>
                          ))}
                        </ul>
                      </Grid>
                    </Box>
                  </Flex>
                </Card>
              </li>
            ))}
          </ol>
        </Flex>
      </PageSection>
      <PageSection id="reasons" tone="tinted" title="Why Parents Love Our Process">
        <Grid columns={{ initial: '1', md: '3' }} gap="5">
          {PARENT_REASONS.map((reason) => (
            <Card key={reason.title} size="3">
              <Heading as="h3" size="5" mb="2">
                {reason.title}
              </Heading>
              <Text size="2" color="gray">
                {reason.text}
              </Text>
            </Card>
          ))}
        </Grid>
      </PageSection>
      <PageSection
        id="timeline"
        title="Your Event Timeline"
        subtitle="90-120 minutes of competition, with everything before and after handled for you."
      >
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          <Timeline title="Before the Event" items={BEFORE_EVENT} />
          <Timeline title="On the Day" items={DAY_OF_EVENT} />
        </Grid>
        <Flex gap="3" justify="center" wrap="wrap" mt="7">
          <LinkButton to="/booking" size="4">
            Book Your Event
          </LinkButton>
          <LinkButton to="/packages" size="4" variant="outline">
            See Packages
          </LinkButton>
        </Flex>
      </PageSection>
    </>
  );
}
