import { Container } from '@radix-ui/themes';
import { useSearchParams } from 'react-router-dom';
import { HostWelcomePage } from '@/features/auth/components/host-welcome-page.component';

/**
 * /host/welcome?token=…: the page an invited host's e-mail opens to set their password. Not indexed, and no Referer
 * leaves it, so the link's token never reaches another site.
 */
export function Component() {
  const [params] = useSearchParams();
  return (
    <Container size="1" px="4" py={{ initial: '6', md: '9' }}>
      <title>Welcome — Champions Party</title>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <HostWelcomePage token={params.get('token') ?? ''} />
    </Container>
  );
}
