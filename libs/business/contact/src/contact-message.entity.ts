import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
@Index('contact_messages_created_at_idx', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;

  /** When an admin first opened it in the inbox; null while unread. */
  @Column({ type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
