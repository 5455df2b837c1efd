import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useGames } from '@/features/catalog/api/get-games.api';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { ProfilePage } from '@/features/auth/components/profile-page.component';
import { userBookingsQueryOptions } from '@/features/bookings/api/get-user-bookings.api';
import { UserBookings } from '@/features/bookings/components/user-bookings.component';

// Fetched with the first booking that has something to pay (the PayPal flow is not needed to read bookings).
const PayBooking = lazy(() =>
  import('@/features/payments/components/pay-booking.component').then((m) => ({ default: m.PayBooking })),
);

/**
 * /profile: login required, checked by the route table's guard (app/router.tsx). The route composes the
 * features: the account (auth), its bookings (bookings) the games catalogue that turns the bookings' game ids into
 * names (catalog) and paying what is due (payments).
 */
export function Component() {
  const { user } = useAuth();
  const { data: games } = useGames();
  const queryClient = useQueryClient();
  if (!user) return null;
  const gameName = (id: number | string) => games?.find((g) => g.id === id || String(g.id) === String(id))?.name;
  return (
    <ProfilePage
      user={user}
      bookings={
        <UserBookings
          userId={user.id}
          gameName={gameName}
          payment={(booking) => (
            <Suspense fallback={null}>
              <PayBooking
                booking={booking}
                onChange={() =>
                  void queryClient.invalidateQueries({ queryKey: userBookingsQueryOptions(user.id).queryKey })
                }
              />
            </Suspense>
          )}
        />
      }
    />
  );
}
