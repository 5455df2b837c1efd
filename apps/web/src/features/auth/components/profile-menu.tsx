import { PersonIcon } from '@radix-ui/react-icons';
import { Button, Spinner } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../api/get-current-user.api';

// The dropdown (menu primitives, positioning) is fetched only once someone is signed in: anonymous visitors, most
// of the home page's traffic, never pay for it (the home JavaScript budget).
const AccountMenu = lazy(() => import('./account-menu.component'));

/**
 * Header profile menu (docs/product/pages.md#routes): a spinner while the current user loads; signed in, the avatar
 * opening the account menu; signed out, only Login.
 */
export function ProfileMenu() {
  const auth = useAuth();

  if (auth.status === 'loading') return <Spinner size="3" aria-label="Loading your account" role="status" />;

  if (auth.status === 'unauthenticated') {
    return (
      <Button asChild variant="soft" size="2">
        <Link to="/auth">
          <PersonIcon aria-hidden />
          Login
        </Link>
      </Button>
    );
  }

  return (
    <Suspense fallback={<Spinner size="3" aria-label="Loading your account" role="status" />}>
      <AccountMenu user={auth.user} />
    </Suspense>
  );
}
