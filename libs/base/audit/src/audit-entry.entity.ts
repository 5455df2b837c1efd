import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an entry is about: a booking, the job queues (the queue dashboard's retries and removals), or the admin's settings. */
export type AuditSubject = 'booking' | 'queue' | 'settings';

/** The fields an entry's before and after hold: plain values (money in dollar strings). */
export type AuditFields = Record<string, string | number | boolean | null>;

export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditRecord {
  subject: AuditSubject;
  subjectId: string;
  action: string;
  actor: AuditActor;
  before?: AuditFields | null;
  after?: AuditFields | null;
  note?: string | null;
}

/**
 * One thing that happened, by whom, to what, with the fields it changed before and after (every admin action is
 * recorded, queue dashboard changes too). Written in the transaction of the change it records, never deleted, and
 * updated only to erase a person's details (AuditService.erase).
 */
@Entity('audit_entries')
@Index('audit_entries_subject_idx', ['subjectType', 'subjectId', 'at'])
export class AuditEntryEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column('text')
  subjectType: AuditSubject;

  /** The booking's id, or the queue's name. */
  @Column('text')
  subjectId: string;

  @Column('text')
  action: string;

  /** The account that acted; null for PayPal, the parent without an account, or the system. */
  @Column('uuid', { nullable: true })
  actorId: string | null;

  /** Who acted as the history shows it: the admin's username, "PayPal", "Parent", "System". */
  @Column('text')
  actorName: string;

  @Column('jsonb', { nullable: true })
  before: AuditFields | null;

  @Column('jsonb', { nullable: true })
  after: AuditFields | null;

  /** The admin's reason (a cancellation, a refund), or what a queue change touched. */
  @Column('text', { nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
