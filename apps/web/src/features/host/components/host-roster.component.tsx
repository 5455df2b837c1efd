import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import { shirtSizeLabel, type HostPartyChild } from '@app/contracts';
import { HOST_WORDS as W } from '../host-words';

/**
 * The children coming, in the api's order (those with notes, allergies mostly, first): a child with a note is marked
 * and the note stands out, so nobody misses it outdoors at a glance (docs/product/hosts.md#a-party).
 */
export function HostRoster({ roster }: { roster: HostPartyChild[] }) {
  if (roster.length === 0) return <Text size="5">{W.noChildren}</Text>;
  return (
    <Flex asChild direction="column" gap="3">
      <ul aria-label={W.roster} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {roster.map((child) => (
          <li key={child.id}>
            <Card size="2" style={child.notes ? { boxShadow: 'inset 0 0 0 2px var(--red-9)' } : undefined}>
              <Flex direction="column" gap="1">
                <Flex align="center" gap="2" wrap="wrap">
                  <Text size="6" weight="bold">
                    {child.firstName}
                  </Text>
                  {child.notes && (
                    <Badge color="red" size="3" variant="solid">
                      <ExclamationTriangleIcon aria-hidden /> {W.note}
                    </Badge>
                  )}
                </Flex>
                <Text size="5">
                  {[
                    child.age === null ? null : `Age ${child.age}`,
                    child.shirtSize && `Shirt ${shirtSizeLabel(child.shirtSize)}`,
                    child.photoConsent ? null : 'No photos',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {child.notes && (
                  <Text size="5" weight="bold" color="red" highContrast>
                    {child.notes}
                  </Text>
                )}
              </Flex>
            </Card>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
