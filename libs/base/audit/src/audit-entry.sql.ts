import type { AuditEntryEntity, AuditRecord } from './audit-entry.entity';

/** An entry as its row: what AuditService.record inserts and auditEntryParameters gives the statement. */
export const auditRow = (entry: AuditRecord): Partial<AuditEntryEntity> => ({
  subjectType: entry.subject,
  subjectId: entry.subjectId,
  action: entry.action,
  actorId: entry.actor.id,
  actorName: entry.actor.name,
  before: entry.before ?? null,
  after: entry.after ?? null,
  note: entry.note ?? null,
});

/**
 * For a statement that stores a change and its entry in one round trip (a new booking: each round trip of its
 * transaction is time the next booking waits on its locks): the INSERT of one entry as a data-modifying CTE's body,
 * written once for each row of `source` (a CTE of the statement: no row, no entry), its values in parameters `first`
 * to `first` + 7 (auditEntryParameters). The audit domain owns this SQL, as latestNotesSql; the database fills the id
 * and the time.
 */
export const auditEntryInsertSql = (source: string, first: number): string => {
  const $ = (i: number) => `$${first + i}`;
  return `INSERT INTO audit_entries (subject_type, subject_id, action, actor_id, actor_name, before, after, note)
      SELECT ${$(0)}::text, ${$(1)}::text, ${$(2)}::text, ${$(3)}::uuid, ${$(4)}::text, ${$(5)}::jsonb, ${$(6)}::jsonb,
        ${$(7)}::text
      FROM ${source}`;
};

/** auditEntryInsertSql's eight parameters for `entry`. */
export function auditEntryParameters(entry: AuditRecord): unknown[] {
  const row = auditRow(entry);
  const json = (fields: AuditEntryEntity['before'] | undefined) => (fields ? JSON.stringify(fields) : null);
  return [
    row.subjectType,
    row.subjectId,
    row.action,
    row.actorId,
    row.actorName,
    json(row.before),
    json(row.after),
    row.note,
  ];
}
