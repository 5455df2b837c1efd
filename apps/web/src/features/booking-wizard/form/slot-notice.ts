import { startTimeLabel, type FreeStart } from '@app/contracts';
import { dayOfWeekAndMonth } from './calendar-day';

/** Why step 2 asks for another time (a refused submit, or a chosen time no longer free), and the free ones nearby. */
export interface SlotNotice {
  message: string;
  alternatives: FreeStart[];
}

/** The chosen start is not free for this game count (another booking took it, or more games need a longer event). */
export const timeNotFree = (time: string, date: string, games: number) =>
  `${startTimeLabel(time)} on ${dayOfWeekAndMonth(date)} is not free for ${games} games. Please choose another time.`;

/** "Saturday, March 21 at 2:15 PM" */
export const freeStartLabel = ({ date, time }: FreeStart) => `${dayOfWeekAndMonth(date)} at ${startTimeLabel(time)}`;
