import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { HostParty, HostPartyChild } from '@app/contracts';
import { arrivalsOf } from '../arrivals';
import { HOST_WORDS } from '../host-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostCashForm } from './host-cash-form.component';
import { HostWalkInForm } from './host-walk-in-form.component';

/**
 * Check-in (docs/product/party-day.md#the-hosts-screens): the roster in the api's order (notes first, marked) as a list
 * to tap, arrived or not; walk-ins added on the spot; the extra children's price and the cash taken for it.
 */
export function HostCheckIn({ party }: { party: HostParty }) {
  const { send } = useHostActions(party.bookingId);
  return (
    <Flex direction="column" gap="4">
      <Text size="7" weight="bold" role="status">
        {W.arrivedOf(arrivalsOf(party))}
      </Text>
      {party.extraChildren && (
        <Callout.Root color="amber" size="2" highContrast>
          <Callout.Text size="5" weight="bold">
            {party.extraChildren.label}
          </Callout.Text>
        </Callout.Root>
      )}
      {party.extraChildren && <HostCashForm party={party} />}
      <Flex asChild direction="column" gap="3">
        <ul aria-label={W.roster} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {party.children.map((child) => (
            <li key={child.id}>
              <ChildToggle
                child={child}
                onToggle={() => void send({ kind: 'checkin', childId: child.id, arrived: !child.arrived })}
              />
            </li>
          ))}
        </ul>
      </Flex>
      <HostWalkInForm partyId={party.bookingId} />
    </Flex>
  );
}

/** One child as a big toggle: pressed when arrived; a note (an allergy) marked in red under the name. */
function ChildToggle({ child, onToggle }: { child: HostPartyChild; onToggle: () => void }) {
  return (
    <Button
      size="4"
      aria-pressed={child.arrived}
      variant={child.arrived ? 'solid' : 'outline'}
      color={child.arrived ? 'green' : child.notes ? 'red' : 'gray'}
      highContrast
      onClick={onToggle}
      style={{ width: '100%', height: 'auto', minHeight: 64, justifyContent: 'space-between', textAlign: 'left' }}
    >
      <Flex direction="column" gap="1" py="2" style={{ whiteSpace: 'normal' }}>
        <Flex align="center" gap="2" wrap="wrap">
          <Text size="6" weight="bold">
            {child.firstName}
          </Text>
          {child.age !== null && <Text size="4">{`Age ${child.age}`}</Text>}
          {child.walkIn && (
            <Badge size="2" color="gray" variant="surface">
              {W.walkIn}
            </Badge>
          )}
          {child.notes && (
            <Badge color="red" size="3" variant="solid" highContrast>
              <ExclamationTriangleIcon aria-hidden /> {HOST_WORDS.note}
            </Badge>
          )}
        </Flex>
        {child.notes && (
          <Text size="4" weight="bold">
            {child.notes}
          </Text>
        )}
      </Flex>
      <Text size="4" weight="bold" style={{ flexShrink: 0 }}>
        {child.arrived ? `✓ ${W.arrived}` : W.notArrived}
      </Text>
    </Button>
  );
}
