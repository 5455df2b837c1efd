import { Button, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { HostParty } from '@app/contracts';
import { dollarsToCents } from '@app/pricing';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostCashForm } from './host-cash-form.component';
import { HostConfirm } from './host-confirm.component';
import { HostFinished } from './host-finished.component';

/**
 * Finish (docs/product/party-day.md#the-hosts-screens): the balance due taken in cash or left due, said so, then the party
 * finished (asked first): the booking becomes completed, and the screen says how it went.
 */
export function HostFinish({ party }: { party: HostParty }) {
  const [leftDue, setLeftDue] = useState(false);
  const { send } = useHostActions(party.bookingId);
  const due = (dollarsToCents(party.balanceDue) ?? 0) > 0;

  if (party.status === 'completed') return <HostFinished party={party} />;
  return (
    <Flex direction="column" gap="4">
      <Text size="7" weight="bold">
        {due ? W.balanceDue(party.balanceDue) : W.paidInFull}
      </Text>
      {due && !leftDue && (
        <>
          <HostCashForm party={party} />
          <Button size="4" variant="outline" highContrast onClick={() => setLeftDue(true)}>
            {W.leaveDue}
          </Button>
        </>
      )}
      {due && leftDue && <Text size="5">{W.leftDue(party.balanceDue)}</Text>}
      {(!due || leftDue) && (
        <HostConfirm
          label={W.finishParty}
          title={W.finishPartyAsk}
          description={W.finishPartyWhy}
          onConfirm={() => void send({ kind: 'complete' })}
        />
      )}
    </Flex>
  );
}
