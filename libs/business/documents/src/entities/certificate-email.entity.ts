import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

/**
 * A version of a party's award certificates that its host had e-mailed to the family: the row appears, in the
 * transaction that queues the e-mail, the first time these certificates (the digest of their HTML: the children, their
 * titles, the party, the paper) are asked for, so the same certificates asked for again send nothing
 * (docs/product/party-day.md#certificates). No child's data: the digest alone.
 */
@Entity('certificate_emails')
export class CertificateEmailEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'certificate_emails_pkey' })
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'certificate_emails_booking_id_fkey' })
  booking?: BookingEntity;

  /** sha256 of the certificates' HTML, hex (as roster_documents names their PDF). */
  @PrimaryColumn('text', { primaryKeyConstraintName: 'certificate_emails_pkey' })
  digest: string;

  /** When the host first asked for this version to be e-mailed. */
  @CreateDateColumn({ type: 'timestamptz' })
  requestedAt: Date;
}
