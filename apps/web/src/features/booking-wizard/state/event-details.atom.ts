import { BOOKING_RULES, type EventType } from '@app/contracts';
import { draftAtom } from './draft-storage';

/** Step 2: when, how many children and what kind of event. Blank text means "not chosen yet". */
export interface EventDetailsDraft {
  /** yyyy-MM-dd */
  eventDate: string;
  /** "HH:mm" from START_TIMES */
  eventTime: string;
  guestCount: number;
  eventType: EventType | '';
}

export const EMPTY_EVENT_DETAILS: EventDetailsDraft = {
  eventDate: '',
  eventTime: '',
  guestCount: BOOKING_RULES.guestCountDefault,
  eventType: '',
};

export const eventDetailsAtom = draftAtom<EventDetailsDraft>('event', EMPTY_EVENT_DETAILS);
