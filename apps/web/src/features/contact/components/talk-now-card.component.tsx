import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { EnvelopeClosedIcon } from '@radix-ui/react-icons';

/** 'Need to Talk Right Now?': "Email Us Now" opens the visitor's mail app (docs/product/pages.md#button-targets). */
export function TalkNowCard({ email, phone }: { email?: string; phone: ReactNode }) {
  return (
    <Card size="3" className="talk-now">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          Need to Talk Right Now?
        </Heading>
        <Text size="2">
          For quick questions, give us a call at {phone} or drop us an e-mail and we will get straight back to you.
        </Text>
        {email ? (
          <Button asChild size="3" className="talk-now-button">
            <a href={`mailto:${email}`}>
              <EnvelopeClosedIcon aria-hidden /> Email Us Now
            </a>
          </Button>
        ) : (
          <Button size="3" disabled>
            <EnvelopeClosedIcon aria-hidden /> Email Us Now
          </Button>
        )}
      </Flex>
    </Card>
  );
}
