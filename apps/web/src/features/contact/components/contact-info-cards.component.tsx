import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { RESPONSE_WITHIN_HOURS, SERVICE_RADIUS_MILES } from '@app/contracts';
import { CalendarIcon, EnvelopeClosedIcon, GlobeIcon, MobileIcon } from '@radix-ui/react-icons';

interface ContactInfoCardsProps {
  phone: ReactNode;
  email: ReactNode;
  serviceArea: ReactNode;
}

/** The four info cards at the top of /contact; business facts are rendered by the caller (they load from the API). */
export function ContactInfoCards({ phone, email, serviceArea }: ContactInfoCardsProps) {
  const cards = [
    { icon: MobileIcon, title: 'Phone', main: phone, note: 'Call or text us any time' },
    { icon: EnvelopeClosedIcon, title: 'Email', main: email, note: `We reply within ${RESPONSE_WITHIN_HOURS} hours` },
    {
      icon: GlobeIcon,
      title: 'Service Area',
      main: serviceArea,
      note: `Within a ${SERVICE_RADIUS_MILES}-mile radius of the city centre`,
    },
    {
      icon: CalendarIcon,
      title: 'Booking Hours',
      main: 'Events 7 days a week',
      note: 'Morning, afternoon and evening slots',
    },
  ];
  return (
    <Grid columns={{ initial: '1', sm: '2', md: '4' }} gap="4">
      {cards.map(({ icon: Icon, title, main, note }) => (
        <Card key={title} size="3">
          <Flex direction="column" gap="2">
            <span className="icon-bubble" aria-hidden>
              <Icon width="22" height="22" aria-hidden />
            </span>
            <Heading as="h2" size="4">
              {title}
            </Heading>
            <Text size="3" weight="medium" className="break-anywhere">
              {main}
            </Text>
            <Text size="2" color="gray">
              {note}
            </Text>
          </Flex>
        </Card>
      ))}
    </Grid>
  );
}
