import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import {
  arrivalAllowed,
  WAIVER_MESSAGES,
  WAIVER_TEXTS as WT,
  type HostParty,
  type HostPartyChild,
} from '@app/contracts';
import { arrivalsOf } from '../arrivals';
import { HOST_WORDS } from '../host-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostCashForm } from './host-cash-form.component';
import { HostWaiverForm } from './host-waiver-form.component';
import { HostWalkInForm } from './host-walk-in-form.component';

/** What a tap on a child without a waiver said: refused (with the way to sign), or let in as the business allows. */
type WaiverNotice = { childId: string; refused: boolean };

/**
 * Check-in (docs/product/party-day.md#the-hosts-screens): the roster in the api's order (notes first, marked) as a list
 * to tap, arrived or not, each child's waiver state beside them (docs/product/waivers.md#at-the-door); walk-ins added
 * on the spot; the extra children's price and the cash taken for it. A child without a signed waiver is not checked in
 * unless the business allows it: the screen says why and offers the parent's signature on the phone.
 */
export function HostCheckIn({ party }: { party: HostParty }) {
  const { send } = useHostActions(party.bookingId);
  const [notice, setNotice] = useState<WaiverNotice | null>(null);
  const [signing, setSigning] = useState<string | null>(null);
  const noticed = party.children.find((child) => child.id === notice?.childId);
  const signingFor = party.children.find((child) => child.id === signing);
  const toggle = (child: HostPartyChild) => {
    const { allowed, withoutWaiver } = arrivalAllowed(child.waiver, party.waivers);
    if (!child.arrived && !allowed) return setNotice({ childId: child.id, refused: true });
    setNotice(!child.arrived && withoutWaiver ? { childId: child.id, refused: false } : null);
    void send({ kind: 'checkin', childId: child.id, arrived: !child.arrived });
  };
  return (
    <Flex direction="column" gap="4">
      <Text size="7" weight="bold" role="status">
        {W.arrivedOf(arrivalsOf(party))}
      </Text>
      {party.waivers.required && (
        <Text size="4">{WT.hostChild(party.waivers.hostChild.name, party.waivers.hostChild.state === 'signed')}</Text>
      )}
      {noticed && notice && (
        <Callout.Root color={notice.refused ? 'red' : 'amber'} size="2" role="alert" highContrast>
          <Callout.Text size="4" weight="bold">
            {notice.refused ? WAIVER_MESSAGES.notSigned(noticed.firstName) : WT.arriveWithoutWaiver(noticed.firstName)}
          </Callout.Text>
          {notice.refused && noticed.waiver === 'missing' && party.waivers.text && (
            <Button
              size="4"
              onClick={() => {
                setSigning(noticed.id);
                setNotice(null);
              }}
            >
              {WT.signHere(noticed.firstName)}
            </Button>
          )}
        </Callout.Root>
      )}
      {signingFor && party.waivers.text && (
        <HostWaiverForm
          partyId={party.bookingId}
          child={signingFor}
          waiver={party.waivers.text}
          onDone={() => setSigning(null)}
        />
      )}
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
              <ChildToggle child={child} onToggle={() => toggle(child)} />
            </li>
          ))}
        </ul>
      </Flex>
      <HostWalkInForm partyId={party.bookingId} waivers={party.waivers} />
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
          {child.waiver !== 'not-needed' && (
            <Badge size="3" color={child.waiver === 'signed' ? 'green' : 'amber'} variant="surface" highContrast>
              {child.waiver === 'signed' ? WT.signed : WT.missing}
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
        {child.medicalNote && (
          <Text size="4" weight="bold">
            {child.medicalNote}
          </Text>
        )}
      </Flex>
      <Text size="4" weight="bold" style={{ flexShrink: 0 }}>
        {child.arrived ? `✓ ${W.arrived}` : W.notArrived}
      </Text>
    </Button>
  );
}
