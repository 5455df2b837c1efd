import { ExitIcon, PlusIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { fullName, ROLE_LABELS, type User } from '@app/contracts';
import { LinkButton } from '@/components/ui/link-button.ui';
import { MyData } from './my-data.component';
import { useSignOut } from './use-sign-out.hook';
import { UserAvatar } from './user-avatar.component';
import { PageTitle } from '@/components/layout/page-title.layout';

interface ProfilePageProps {
  user: User;
  /** The bookings list (features/bookings), composed in by the route. */
  bookings: ReactNode;
}

/**
 * /profile (docs/product/pages.md#routes): who is signed in, Logout (a full redirect to /), their bookings, and their
 * data: its download and the account's deletion (a parent's own account only: the office manages the others).
 */
export function ProfilePage({ user, bookings }: ProfilePageProps) {
  const { signOut, isPending } = useSignOut('full-redirect');
  return (
    <Container size="3" px="4" py={{ initial: '6', md: '8' }}>
      <PageTitle page="Your Profile" />
      <Card size={{ initial: '3', sm: '4' }}>
        <Flex align="center" justify="between" gap="4" wrap="wrap">
          <Flex align="center" gap="4" minWidth="0">
            <UserAvatar user={user} size="6" />
            <Flex direction="column" gap="1" minWidth="0">
              <Heading as="h1" size="6" className="break-anywhere">
                {fullName(user) ?? user.username}
              </Heading>
              <Text size="2" color="gray" className="break-anywhere">
                {user.email || 'No email provided'}
              </Text>
              <Badge color={user.role === 'admin' ? 'red' : 'blue'} size="2" style={{ alignSelf: 'flex-start' }}>
                {ROLE_LABELS[user.role]}
              </Badge>
            </Flex>
          </Flex>
          <Button variant="soft" color="gray" size="3" onClick={() => void signOut()} loading={isPending}>
            <ExitIcon aria-hidden /> Logout
          </Button>
        </Flex>
      </Card>

      <section aria-labelledby="your-bookings">
        <Flex align="center" justify="between" gap="3" mt="7" mb="4" wrap="wrap">
          <Heading as="h2" size="6" id="your-bookings">
            Your Bookings
          </Heading>
          <LinkButton to="/booking" size="2">
            <PlusIcon aria-hidden /> New Booking
          </LinkButton>
        </Flex>
        {bookings}
      </section>
      {user.role === 'user' && <MyData />}
    </Container>
  );
}
