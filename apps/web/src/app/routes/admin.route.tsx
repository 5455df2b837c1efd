import { Card, Container, Heading, Text } from '@radix-ui/themes';
import { fullName } from '@app/contracts';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { RequireAuth } from '@/features/auth/components/require-auth.component';

/** /admin: login and role admin required (SPEC §2). The dashboard itself (stats, bookings, promo codes) comes later. */
export function Component() {
  return (
    <RequireAuth role="admin">
      <AdminHome />
    </RequireAuth>
  );
}

function AdminHome() {
  const { user } = useAuth();
  return (
    <Container size="4" px="4" py={{ initial: '6', md: '8' }}>
      <title>Admin Dashboard — Champions Party</title>
      <Heading as="h1" size="8" mb="2">
        Admin Dashboard
      </Heading>
      <Text as="p" size="4" color="gray" mb="6">
        Welcome back, {user ? (fullName(user) ?? user.username) : 'admin'}.
      </Text>
      <Card size="3">
        <Text as="p">Bookings, statistics and promo codes will appear here.</Text>
      </Card>
    </Container>
  );
}
