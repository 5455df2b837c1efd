import type { AuditSubject } from './audit-entry.entity';

/**
 * For a read that must stream the trail beside its own rows (a CSV export of 100,000 bookings): a derived table of
 * each subject's latest note of one action, `(subject_id, note)`. The audit domain owns this SQL; callers join it on
 * `subject_id` (text: a booking's id as `b.id::text`). The arguments are code constants, never user input.
 */
export const latestNotesSql = (subject: AuditSubject, action: string): string =>
  `(SELECT DISTINCT ON (subject_id) subject_id, note FROM audit_entries
    WHERE subject_type = '${subject}' AND action = '${action}' AND note IS NOT NULL
    ORDER BY subject_id, at DESC, id DESC)`;
