import { lazy, Suspense } from 'react';
import { useGames } from '@/features/catalog/api/get-games.api';
import { useAuth } from '@/features/auth/api/get-current-user.api';
import { ProfilePage } from '@/features/auth/components/profile-page.component';
import { RequireAuth } from '@/features/auth/components/require-auth.component';
import { UserBookings } from '@/features/bookings/components/user-bookings.component';

// Fetched with the first booking that has a balance to pay (the PayPal flow is not needed to read bookings).
const PayBalance = lazy(() =>
  import('@/features/payments/components/pay-balance.component').then((m) => ({ default: m.PayBalance })),
);

/**
 * /profile: login required (SPEC §2). The route composes the features: the account (auth), its bookings (bookings)
 * the games catalogue that turns the bookings' game ids into names (catalog) and paying a balance (payments).
 */
export function Component() {
  return (
    <RequireAuth>
      <SignedInProfile />
    </RequireAuth>
  );
}

function SignedInProfile() {
  const { user } = useAuth();
  const { data: games } = useGames();
  if (!user) return null;
  const gameName = (id: number | string) => games?.find((g) => g.id === id || String(g.id) === String(id))?.name;
  return (
    <ProfilePage
      user={user}
      bookings={
        <UserBookings
          userId={user.id}
          gameName={gameName}
          payBalance={(booking) => (
            <Suspense fallback={null}>
              <PayBalance booking={booking} />
            </Suspense>
          )}
        />
      }
    />
  );
}
