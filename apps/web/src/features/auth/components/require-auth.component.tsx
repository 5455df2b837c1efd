import { Flex, Spinner } from '@radix-ui/themes';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUARD_TOASTS, HOST_GUARD_TOAST, type UserRole } from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '../api/get-current-user.api';

type Verdict = 'wait' | 'login' | 'forbidden' | 'allow';

/**
 * Page guard (docs/product/states.md#states-and-transitions and docs/product/accounts.md#roles): a spinner while the
 * user loads; signed out, the 'Authentication Required' toast and /auth; signed in without the role, the 'Admin Access
 * Required' toast (on a host's page 'Host Access Required', docs/product/hosts.md#the-hosts-phone-app) and /. A
 * convenience only: the API enforces the same rules (401/403) on every call the page makes.
 */
export function RequireAuth({ role, children }: { role?: UserRole; children: ReactNode }) {
  const auth = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();
  const admitted = useRef(false);
  const verdict: Verdict =
    auth.status === 'loading' ? 'wait' : !auth.user ? 'login' : role && auth.user.role !== role ? 'forbidden' : 'allow';

  useEffect(() => {
    if (verdict === 'allow') admitted.current = true;
    // Signed out while on the page (header Logout): that action already decides where to go, and no toast is due.
    if (admitted.current) return;
    if (verdict === 'login') {
      toast(GUARD_TOASTS.authRequired);
      void navigate('/auth', { replace: true });
    } else if (verdict === 'forbidden') {
      toast(role === 'host' ? HOST_GUARD_TOAST : GUARD_TOASTS.adminRequired);
      void navigate('/', { replace: true });
    }
  }, [verdict, toast, navigate, role]);

  if (verdict !== 'allow') {
    return (
      <Flex align="center" justify="center" py="9" role="status" aria-label="Checking your access">
        <Spinner size="3" />
      </Flex>
    );
  }
  return children;
}
