import { PersonIcon } from '@radix-ui/react-icons';
import { Button, Spinner } from '@radix-ui/themes';
import { lazy, Suspense, useContext } from 'react';
import { Link } from 'react-router-dom';
import { InIslandDocument } from '@/lib/in-island-document';
import { useAuth } from '../api/get-current-user.api';

// The dropdown (menu primitives, positioning) is fetched only once someone is signed in: anonymous visitors, most
// of the home page's traffic, never pay for it (the home JavaScript budget).
const AccountMenu = lazy(() => import('./account-menu.component'));

/**
 * Header profile menu (docs/product/pages.md#routes): a spinner while the current user loads; signed in, the avatar
 * opening the account menu; signed out, only Login. In a public page's document it shows Login until its island knows
 * better: most of those visitors are anonymous, and the link works before any script runs.
 */
export function ProfileMenu() {
  const auth = useAuth();
  const inDocument = useContext(InIslandDocument);

  if (auth.status === 'loading' && !inDocument)
    return <Spinner size="3" aria-label="Loading your account" role="status" />;

  if (auth.status !== 'authenticated') {
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
