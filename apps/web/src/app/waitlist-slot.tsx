import { lazy, Suspense } from 'react';
import type { WaitlistSlot } from '@/features/booking-wizard/form/waitlist-slot';

// Loaded once a fully booked day is clicked: the date check on `/` and /packages ships none of it (nor the session's
// read, which prefills the e-mail).
const WaitlistJoin = lazy(() => import('./waitlist-join').then((m) => ({ default: m.WaitlistJoin })));

/** The date check's and the wizard's waiting list (docs/product/waitlist.md#joining): the features composed. */
export const waitlistSlot: WaitlistSlot = (props) => (
  <Suspense fallback={null}>
    <WaitlistJoin {...props} />
  </Suspense>
);
