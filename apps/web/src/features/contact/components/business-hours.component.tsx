import { Card, DataList, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';

const OFFICE_HOURS = [
  { days: 'Monday - Friday', hours: '9:00 AM - 6:00 PM' },
  { days: 'Saturday', hours: '10:00 AM - 4:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export function BusinessHours() {
  return (
    <Card size="3">
      <Flex align="center" gap="2" mb="3">
        <ClockIcon aria-hidden width="20" height="20" />
        <Heading as="h2" size="5">
          Business Hours
        </Heading>
      </Flex>
      <Text size="2" weight="bold" color="violet" as="p" mb="2">
        Office Hours
      </Text>
      <DataList.Root size="2">
        {OFFICE_HOURS.map((row) => (
          <DataList.Item key={row.days}>
            <DataList.Label minWidth="130px">{row.days}</DataList.Label>
            <DataList.Value>{row.hours}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Separator size="4" my="3" />
      <Text size="2" weight="bold" color="violet" as="p" mb="2">
        Event Hours
      </Text>
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label minWidth="130px">Every day</DataList.Label>
          <DataList.Value>9:00 AM - 8:00 PM</DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Text as="p" size="2" color="gray" mt="2">
        Holiday events available.
      </Text>
    </Card>
  );
}
