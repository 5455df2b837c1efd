import type { EventName, EventPayloads } from './events';

/**
 * Every plain job (not a reaction to one domain event) and its payload, in one place: delayed follow-ups and
 * scheduled housekeeping. Each has exactly one @OnJob handler (checked at worker start-up).
 */
export interface JobPayloads {
  'housekeeping.prune': Record<string, never>;
  /**
   * E-mails a stored receipt or confirmation to the parent (libs/business/documents), once; a confirmation by a capture
   * with that capture's receipt (`receiptId`), so a booking paid at once is told once.
   */
  'documents.email': { documentId: string; receiptId?: string };
  /**
   * The parent's "we received your booking", RECEIVED_EMAIL_WAIT_SECONDS after it was made: unless it was confirmed or
   * cancelled meanwhile, whose own e-mail says so (libs/business/bookings).
   */
  'bookings.email-received': { bookingId: string };
  /** Scheduled: finds the bookings due a reminder and queues their e-mails (libs/business/documents/src/reminders). */
  'reminders.scan': Record<string, never>;
  /**
   * E-mails one reminder to the parent, once: the event's in 48 hours (with the invite), its balance due, the party's
   * shirt sizes still missing, or its children's waivers still unsigned two days before.
   */
  'reminders.email': { bookingId: string; kind: 'event-48h' | 'balance-7d' | 'sizes-7d' | 'waivers-48h' };
  /** Releases an unpaid booking's hold once its time has passed (libs/business/bookings hold-expiry), unless paid meanwhile. */
  'bookings.expire-hold': { bookingId: string };
  /** Sends a refund request still waiting for PayPal again, with its own id (libs/business/payments RefundRetries). */
  'payments.retry-refund': { refundRequestId: string };
  /** Scheduled: deletes the rosters of events past ROSTER_RETENTION_DAYS (libs/business/roster). */
  'roster.prune': Record<string, never>;
  /** E-mails the host the families who replied since the last such e-mail, at most once a day (libs/business/roster). */
  'roster.email-family-replies': { bookingId: string };
  /**
   * Scheduled: from 8 PM on the business's clock, thanks the parents of that day's parties nobody marked done
   * (libs/business/reviews).
   */
  'reviews.evening-thank-yous': Record<string, never>;
  /** Scheduled: deletes the albums past ALBUM_RETENTION_DAYS and announces those closing soon (libs/business/albums). */
  'albums.prune': Record<string, never>;
  /** E-mails the parent, once, that the party's album closes soon: "download your photos by ..." (libs/business/albums). */
  'albums.email-closing': { bookingId: string };
  /**
   * Scheduled every BACKUP_SHIP_EVERY_MS: ships the archived WAL (and the new photos) to the backup target and records
   * the backups' status (libs/office/backup).
   */
  'backup.ship': Record<string, never>;
  /**
   * Scheduled on BACKUP_SCHEDULE: a base backup, then retention, then the status (libs/office/backup). At the worker's
   * start `onlyIfNone`: the first base backup when the target holds none, else only the status.
   */
  'backup.base': { onlyIfNone?: boolean };
  /** E-mails the owner, once, that the backups began failing or recovered (libs/office/backup). */
  'backup.email-owner': BackupAlertPayload;
  /** Ends a waiting-list offer whose time has passed and offers its time to the next family (libs/business/waitlist). */
  'waitlist.expire-offer': { offerId: string };
  /** Scheduled: takes off the waiting list the families whose day(s) have all passed (libs/business/waitlist). */
  'waitlist.prune': Record<string, never>;
}

/** Which alert the owner is sent, with the failure it is about (the one begun, or the one ended). */
export interface BackupAlertPayload {
  alert: 'failing' | 'recovered';
  failure: { what: 'archive' | 'backup'; message: string; since: string };
  /** ISO: when the state changed. */
  at: string;
}

export type JobName = keyof JobPayloads;

const JOBS: { [N in JobName]: true } = {
  'housekeeping.prune': true,
  'documents.email': true,
  'bookings.email-received': true,
  'reminders.scan': true,
  'reminders.email': true,
  'bookings.expire-hold': true,
  'payments.retry-refund': true,
  'roster.prune': true,
  'roster.email-family-replies': true,
  'reviews.evening-thank-yous': true,
  'albums.prune': true,
  'albums.email-closing': true,
  'backup.ship': true,
  'backup.base': true,
  'backup.email-owner': true,
  'waitlist.expire-offer': true,
  'waitlist.prune': true,
};

export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** What a job records of its own progress, in its own data: the side effects it made (oncePerJob), by key. */
export interface JobProgress {
  done?: string[];
}

/** What a subscriber's job carries: the outbox row, verbatim. The BullMQ job name is the subscriber's handler id. */
export interface EventJobData<N extends EventName = EventName> extends JobProgress {
  eventId: string;
  name: N;
  payload: EventPayloads[N];
  occurredAt: string;
}

/** What a plain job carries. */
export interface PlainJobData<N extends JobName = JobName> extends JobProgress {
  payload: JobPayloads[N];
}

/**
 * The BullMQ job id of one subscriber's job for one event. BullMQ refuses ':' in custom ids (it separates Redis key
 * parts), so the separator is '@': neither a uuid nor a handler id contains it, and it is safe in dashboard URLs.
 */
export const eventJobId = (eventId: string, handlerId: string): string => `${eventId}@${handlerId}`;
