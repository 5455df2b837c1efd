import { addDays, ALBUM_CLOSING_NOTICE_DAYS } from '@app/contracts';

/**
 * The last business day an album's photos can be seen and downloaded: `retentionDays` (Settings' albumRetentionDays)
 * after the event (docs/product/albums.md#retention). The retention job deletes them the day after.
 */
export const albumClosesOn = (eventDate: string, retentionDays: number): string => addDays(eventDate, retentionDays);

/** Albums whose event is before this day are closed on `today`: their photos go. */
export const closedBefore = (today: string, retentionDays: number): string => addDays(today, -retentionDays);

/** Albums whose event is before this day close within ALBUM_CLOSING_NOTICE_DAYS (today counted): their parent is told. */
export const closingBefore = (today: string, retentionDays: number): string =>
  addDays(today, ALBUM_CLOSING_NOTICE_DAYS + 1 - retentionDays);
