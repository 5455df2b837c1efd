import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

/**
 * A party's album as a whole (docs/product/albums.md): its one shared link and whether its parent was told it closes.
 * A row exists once the first photo is uploaded or the link is first made; it goes with its photos when the album
 * closes, and with the booking.
 */
@Entity('albums')
@Index('albums_link_idx', ['linkId'], { unique: true, where: 'link_id IS NOT NULL' })
export class AlbumEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @OneToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'albums_booking_id_fkey' })
  booking?: BookingEntity;

  /** The shared link on now, or null: the link's token signs this id, so a new link or none stops every old one. */
  @Column('uuid', { nullable: true })
  linkId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  linkCreatedAt: Date | null;

  /** When the parent was e-mailed that the album closes (null: not yet): sent once. */
  @Column({ type: 'timestamptz', nullable: true })
  closingNotifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
