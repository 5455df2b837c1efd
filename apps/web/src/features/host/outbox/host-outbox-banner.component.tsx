import { Badge, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { LinkButton } from '@/components/ui/link-button.ui';
import { useOnline } from '@/lib/use-online.hook';
import { hostOutbox } from './host-outbox';
import { OUTBOX_WORDS as W } from './outbox-words';
import { useOutbox } from './use-outbox.hook';

/**
 * On every /host screen, one slim bar: how many of the host's changes wait to be sent, "Offline" without a network,
 * "Send now" with one, and each change the server refused for good in its words, until the host dismisses it
 * (docs/product/party-day.md#offline). The count is a polite live region, so a screen reader hears it change; the
 * controls are thumb-sized (48 px). Signed out (the session ended), it says so and leads to the sign-in: what waits is
 * sent once its host is back.
 */
export function HostOutboxBanner() {
  const { actions, sending, signedOut } = useOutbox();
  const online = useOnline();
  if (signedOut) {
    return (
      <Callout.Root size="1" color="amber" variant="soft" highContrast mb="4">
        <Flex align="center" justify="between" gap="3" wrap="wrap">
          <Text size="4" weight="bold" role="status" aria-live="polite">
            {W.signedOut}
          </Text>
          <LinkButton to="/auth" size="4">
            {W.signIn}
          </LinkButton>
        </Flex>
      </Callout.Root>
    );
  }
  const waiting = actions.filter((kept) => kept.refused === null).length;
  const refused = actions.filter((kept) => kept.refused !== null);
  const colour = waiting > 0 || !online ? 'amber' : 'green';
  return (
    <Flex direction="column" gap="2" mb="3">
      <Flex
        align="center"
        justify="between"
        gap="2"
        px="3"
        py="1"
        wrap="wrap"
        style={{ minHeight: 36, borderRadius: 'var(--radius-3)', background: `var(--${colour}-a3)` }}
      >
        <Flex align="center" gap="2">
          {!online && (
            <Badge size="2" color="amber" variant="solid" highContrast>
              {W.offline}
            </Badge>
          )}
          <Text size="3" weight="bold" role="status" aria-live="polite" color={colour} highContrast>
            {sending ? W.sending : waiting > 0 ? W.waiting(waiting) : W.allSent}
          </Text>
        </Flex>
        {/* Without a network a tap would send nothing: the round starts by itself once the phone is back online. */}
        {waiting > 0 && online && (
          <Button size="4" disabled={sending} onClick={() => void hostOutbox.send()}>
            {W.sendNow}
          </Button>
        )}
      </Flex>
      {refused.length > 0 && (
        <Flex asChild direction="column" gap="2">
          <ul aria-label={W.notSentTitle} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {refused.map((kept) => (
              <li key={kept.seq}>
                <Callout.Root size="1" color="red" role="alert" highContrast>
                  <Flex align="center" justify="between" gap="3" wrap="wrap">
                    <Text size="4">{W.notSent(kept.refused ?? '')}</Text>
                    <Button size="4" variant="soft" color="red" onClick={() => void hostOutbox.dismiss(kept.seq)}>
                      {W.dismiss}
                    </Button>
                  </Flex>
                </Callout.Root>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}
