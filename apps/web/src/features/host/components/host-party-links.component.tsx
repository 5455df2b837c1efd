import { Button, Flex } from '@radix-ui/themes';
import type { HostParty } from '@app/contracts';
import { telHref } from '@/lib/phone';
import { HOST_WORDS as W } from '../host-words';

/** The two things a host on the way does with a party: the map to its address and a call to the parent. */
export function HostPartyLinks({ party }: { party: Pick<HostParty, 'address' | 'parent'> }) {
  return (
    <Flex gap="3" wrap="wrap">
      <Button asChild size="4" style={{ flex: 1 }}>
        <a href={party.address.mapUrl} target="_blank" rel="noopener noreferrer">
          {W.directions}
        </a>
      </Button>
      <Button asChild size="4" variant="soft" style={{ flex: 1 }}>
        <a href={telHref(party.parent.phone)}>{W.callParent}</a>
      </Button>
    </Flex>
  );
}
