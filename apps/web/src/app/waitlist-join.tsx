import { useAuth } from '@/features/auth/api/get-current-user.api';
import type { WaitlistSlot } from '@/features/booking-wizard/form/waitlist-slot';
import { JoinWaitlist } from '@/features/waitlist/components/join-waitlist.component';

/** The waiting list's join on a fully booked day, its e-mail the wizard's, else the signed-in parent's. */
export function WaitlistJoin({ email, ...props }: Parameters<WaitlistSlot>[0]) {
  const auth = useAuth();
  return <JoinWaitlist {...props} email={email || auth.user?.email || undefined} />;
}
