import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { forgetHostReads } from '@/lib/host-reads';
import { useLogout } from '../api/logout.api';
import { setCurrentUser } from '../api/user-scoped-queries';

/**
 * docs/product/states.md#states-and-transitions logout; the host app's kept reads go too. `header`: go to / inside the SPA, then forget the user (leaving
 * a guarded page first, so its guard does not complain). `full-redirect` (profile page): reload at /, which starts from
 * a clean cache anyway.
 */
export function useSignOut(mode: 'header' | 'full-redirect') {
  const { mutateAsync, isPending } = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = async () => {
    try {
      await mutateAsync();
    } catch {
      // The session may already be gone server-side; the browser still ends up signed out.
    }
    await forgetHostReads();
    if (mode === 'full-redirect') {
      window.location.assign('/');
      return;
    }
    await navigate('/');
    setCurrentUser(queryClient, null);
  };
  return { signOut, isPending };
}
