import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditActor, AuditEntryEntity, AuditRecord, AuditSubject } from './audit-entry.entity';
import { auditRow } from './audit-entry.sql';

/** Who acts when no person does. */
export const AUDIT_ACTORS = {
  paypal: { id: null, name: 'PayPal' },
  parent: { id: null, name: 'Parent' },
  system: { id: null, name: 'System' },
} as const satisfies Record<string, AuditActor>;

/** What AuditService.erase overwrites: which fields and which actions' notes, of which subjects' entries. */
export interface AuditErasure {
  subject: AuditSubject;
  subjectIds: string[];
  fields: string[];
  noteActions: string[];
  text: string;
}

/** Writes and reads the audit trail (AuditEntryEntity). */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  /** Records inside the caller's transaction, so the entry exists exactly when the change does. */
  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await manager.insert(AuditEntryEntity, auditRow(entry));
  }

  /** Records on its own, for a change that happened outside our database (a queue job in Redis). */
  async recordNow(entry: AuditRecord): Promise<void> {
    await this.record(this.dataSource.manager, entry);
  }

  /**
   * The one change an entry ever takes: a person's erasure (docs/product/privacy.md#deleting-an-account). The entries of
   * `subjectIds` keep what happened, when and by whom; each of `fields` in their before and after, where it held a
   * value, and the notes of `noteActions` read `text` instead. Doing it twice changes nothing. `manager` must be a
   * transaction's: the database lets entries change only where it says so for its own transaction (migration
   * 1764959200000), and then only those three columns.
   */
  async erase(manager: EntityManager, erasure: AuditErasure): Promise<void> {
    const { subject, subjectIds, fields, noteActions, text } = erasure;
    await manager.query(`SELECT set_config('audit.erasure', 'on', true)`);
    const entries = `subject_type = $1 AND subject_id = ANY($2::text[])`;
    for (const field of fields) {
      await manager.query(
        `UPDATE audit_entries SET
           before = CASE WHEN before ->> $3 IS NULL THEN before ELSE jsonb_set(before, ARRAY[$3], to_jsonb($4::text)) END,
           after = CASE WHEN after ->> $3 IS NULL THEN after ELSE jsonb_set(after, ARRAY[$3], to_jsonb($4::text)) END
         WHERE ${entries} AND (before ->> $3 IS NOT NULL OR after ->> $3 IS NOT NULL)`,
        [subject, subjectIds, field, text],
      );
    }
    await manager.query(
      `UPDATE audit_entries SET note = $4 WHERE ${entries} AND action = ANY($3::text[]) AND note IS NOT NULL`,
      [subject, subjectIds, noteActions, text],
    );
  }

  /** A subject's entries, oldest first. */
  entriesOf(subject: AuditSubject, subjectId: string): Promise<AuditEntryEntity[]> {
    return this.dataSource.getRepository(AuditEntryEntity).find({
      where: { subjectType: subject, subjectId },
      order: { at: 'ASC', id: 'ASC' },
    });
  }
}
