import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { PageSection } from '@/components/ui/page-section.ui';
import { PROCESS_STEPS } from '@/features/marketing/content/process-steps.content';

/** The five-step strip on the home page; /how-it-works has the full story. */
export function ProcessStrip() {
  return (
    <PageSection id="how-it-works" eyebrow="Simple from start to finish" title="How It Works">
      <Grid asChild columns={{ initial: '1', sm: '2', md: '5' }} gap="5">
        <ol className="process-strip">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.title}>
              <Flex direction="column" align="center" gap="2">
                <span className="step-number display" aria-hidden>
                  {i + 1}
                </span>
                <Heading as="h3" size="4" align="center">
                  <span className="visually-hidden">Step {i + 1}: </span>
                  {step.title}
                </Heading>
                <Text size="2" color="gray" align="center">
                  {step.summary}
                </Text>
              </Flex>
            </li>
          ))}
        </ol>
      </Grid>
      <Flex justify="center" mt="6">
        <LinkButton to="/how-it-works" variant="soft" size="3">
          Learn More About Our Process
        </LinkButton>
      </Flex>
    </PageSection>
  );
}
