import { Container, Flex } from '@radix-ui/themes';
import { Navigate } from 'react-router-dom';
import { PageFallback } from '@/components/layout/page-fallback.layout';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { AuthPanel } from '@/features/auth/components/auth-panel.component';
import { landingPath } from '@/features/auth/landing-path';
import { PageTitle } from '@/components/layout/page-title.layout';

/** /auth: login and registration. Someone already signed in has nothing to do here: home, a host to /host. */
export function Component() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageFallback />;
  if (auth.status === 'authenticated') return <Navigate to={landingPath(auth.user)} replace />;
  return (
    <Container size="1" px="4" py={{ initial: '6', md: '9' }}>
      <PageTitle page="Login or Register" />
      <Flex direction="column">
        <AuthPanel />
      </Flex>
    </Container>
  );
}
