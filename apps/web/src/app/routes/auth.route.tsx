import { Container, Flex } from '@radix-ui/themes';
import { Navigate } from 'react-router-dom';
import { PageFallback } from '@/components/layout/page-fallback.layout';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { AuthPanel } from '@/features/auth/components/auth-panel.component';
import { PageTitle } from '@/components/layout/page-title.layout';

/** /auth: login and registration. Someone already signed in has nothing to do here and goes home. */
export function Component() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageFallback />;
  if (auth.status === 'authenticated') return <Navigate to="/" replace />;
  return (
    <Container size="1" px="4" py={{ initial: '6', md: '9' }}>
      <PageTitle page="Login or Register" />
      <Flex direction="column">
        <AuthPanel />
      </Flex>
    </Container>
  );
}
