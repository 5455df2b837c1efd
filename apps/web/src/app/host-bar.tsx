import { Button, Flex, Link as ThemeLink } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useSignOut } from '@/features/auth/components/use-sign-out.hook';
import { HOST_WORDS as W } from '@/features/host/host-words';

/**
 * The host app's own frame at the top of every /host screen (docs/product/hosts.md#the-hosts-phone-app): the way back
 * to the day's parties and signing out, on one slim row, instead of the public site's header and menu. Composed here,
 * in app/, as it joins two features: the host's words and the account's sign-out.
 */
export default function HostBar() {
  const { signOut, isPending } = useSignOut('header');
  return (
    <header className="host-bar">
      <Flex align="center" justify="between" gap="3" px="4" py="1">
        <ThemeLink asChild size="4" weight="bold" highContrast underline="none">
          <Link to="/host" style={{ display: 'flex', alignItems: 'center', minHeight: 44 }}>
            {W.appName}
          </Link>
        </ThemeLink>
        <Button
          size="3"
          variant="soft"
          color="gray"
          highContrast
          loading={isPending}
          onClick={() => void signOut()}
          // Thumb-sized, as every control of the host app (docs/product/hosts.md#the-hosts-phone-app).
          style={{ minHeight: 44 }}
        >
          {W.signOut}
        </Button>
      </Flex>
    </header>
  );
}
