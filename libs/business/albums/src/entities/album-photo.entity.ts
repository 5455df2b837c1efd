import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AlbumEntity } from './album.entity';

/**
 * One photo of a party's album: two WebP renditions in the photo storage (a thumbnail and the full size), never the
 * original, and no camera metadata (libs/business/media's processing drops it). Files are named for the album
 * (albumFileName), so they are never shared with another album or the site's photos, and /media/ never serves them.
 */
@Entity('album_photos')
// One picture once per album: the same photo uploaded twice (a retry, two phones) is kept once.
@Index('album_photos_booking_file_key', ['bookingId', 'fullFile'], { unique: true })
@Index('album_photos_booking_created_at_idx', ['bookingId', 'createdAt'])
export class AlbumPhotoEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => AlbumEntity, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'booking_id',
    referencedColumnName: 'bookingId',
    foreignKeyConstraintName: 'album_photos_booking_id_fkey',
  })
  album?: AlbumEntity;

  @Column('text')
  thumbFile: string;

  @Column('text')
  fullFile: string;

  /** The full size's pixels. */
  @Column('integer')
  width: number;

  @Column('integer')
  height: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
