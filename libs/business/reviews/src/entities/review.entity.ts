import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { ReviewStatus } from '@app/contracts';

/**
 * A parent's review of their party (docs/product/reviews.md): one per booking, edited through the thank-you's link
 * until an admin decides. Approved with consent (`publish`), it is one of the site's testimonials.
 */
@Entity('reviews')
@Check('reviews_rating_check', 'rating BETWEEN 1 AND 5')
@Check('reviews_text_check', 'char_length(text) <= 1000')
@Check('reviews_status_check', `status IN ('pending', 'approved', 'rejected')`)
@Check('reviews_rejection_reason_check', `status <> 'rejected' OR rejection_reason IS NOT NULL`)
@Index('reviews_status_idx', ['status', 'createdAt'])
export class ReviewEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'reviews_pkey' })
  id: number;

  @Column('uuid')
  @Index('reviews_booking_id_key', { unique: true })
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'reviews_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('smallint')
  rating: number;

  @Column('text')
  text: string;

  /** The parent's consent to show it on the site with their first name and initial. */
  @Column('boolean')
  publish: boolean;

  /**
   * How many times the parent wrote it (1: the first post; a post that changes nothing keeps it): the admin's decision
   * carries the version they read, so a text changed since is shown to them again rather than published unread.
   */
  @Column('integer', { default: 1 })
  version: number;

  @Column('text', { default: 'pending' })
  status: ReviewStatus;

  /** Chosen for the home page (GET /api/testimonials?featured=true). */
  @Column('boolean', { default: false })
  featured: boolean;

  /** Why an admin rejected it (false, abusive or off-topic): kept with the review. */
  @Column('text', { nullable: true })
  rejectionReason: string | null;

  @Column('timestamptz', { nullable: true })
  decidedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
