import type { ReactNode } from 'react';
import type { FreeStart } from '@app/contracts';

/**
 * What a fully booked day offers beside the calendar: the waiting list's "Tell me if a time opens" (the waitlist
 * feature, composed by the route or island). `games`: the party's length as the date check or the wizard counts it;
 * `email`: the parent's, when the wizard has one; `onPickTime`: a free time the waiting list named instead.
 */
export type WaitlistSlot = (props: {
  day: string;
  games: number;
  email?: string;
  onPickTime: (start: FreeStart) => void;
}) => ReactNode;
