import { Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
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
      <Flex justify="between" align="center" gap="4" wrap="wrap" mb="2">
        <Heading as="h1" size="8">
          Admin Dashboard
        </Heading>
        {/* Served by the api (Bull Board), not a client route: a full page load. */}
        <Button asChild variant="soft">
          <a href="/admin/queues">Queue dashboard</a>
        </Button>
      </Flex>
      <Text as="p" size="4" color="gray" mb="6">
        Welcome back, {user ? (fullName(user) ?? user.username) : 'admin'}.
      </Text>
      <Card size="3">
        <Text as="p">Bookings, statistics and promo codes will appear here.</Text>
      </Card>
    </Container>
  );
}
