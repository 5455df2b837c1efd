import { useState } from 'react';

/**
 * Whether a booking's payment area stays mounted: from the first render it had something to pay on. A payment reads
 * the booking again as soon as it succeeds, so the page behind "Payment Successful" shows the new amounts; the booking
 * then owes nothing, and the dialog, which lives in the payment area, must outlive that until the parent closes it.
 */
export function useKeptPayment(due: boolean): boolean {
  const [kept, setKept] = useState(due);
  if (due && !kept) setKept(true);
  return due || kept;
}
