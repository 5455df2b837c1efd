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

  /** A subject's entries, oldest first. */
  entriesOf(subject: AuditSubject, subjectId: string): Promise<AuditEntryEntity[]> {
    return this.dataSource.getRepository(AuditEntryEntity).find({
      where: { subjectType: subject, subjectId },
      order: { at: 'ASC', id: 'ASC' },
    });
  }
}
