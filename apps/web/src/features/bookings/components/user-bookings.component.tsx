import { Card, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { Booking } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LinkButton } from '@/components/ui/link-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useUserBookings } from '../api/get-user-bookings.api';
import { BookingCard } from './booking-card.component';

interface UserBookingsProps {
  userId: string;
  gameName?: (id: number | string) => string | undefined;
  payment?: (booking: Booking) => ReactNode;
}

/**
 * The signed-in user's bookings as cards (docs/product/pages.md#routes /profile), or the empty state that invites a
 * first booking.
 */
export function UserBookings({ userId, gameName, payment }: UserBookingsProps) {
  const { data: bookings, isPending, isError } = useUserBookings(userId);
  if (isPending) return <LoadingState text="Loading your bookings..." />;
  if (isError) return <ErrorState text="Failed to load your bookings. Please try again later." />;
  if (bookings.length === 0) {
    return (
      <Card size="4">
        <Flex direction="column" align="center" gap="3" py="5">
          <Text size="4" weight="medium">
            No bookings yet
          </Text>
          <LinkButton to="/booking" size="3">
            Book Your First Event
          </LinkButton>
        </Flex>
      </Card>
    );
  }
  return (
    <Flex direction="column" gap="4">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} gameName={gameName} payment={payment} />
      ))}
    </Flex>
  );
}
