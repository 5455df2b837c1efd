import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('testimonials')
@Check('testimonials_rating_check', 'rating BETWEEN 1 AND 5')
export class TestimonialEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { unique: true })
  slug: string;

  @Column('text')
  parentName: string;

  @Column('text')
  parentInitial: string;

  @Column('text')
  role: string;

  @Column('smallint')
  rating: number;

  @Column('text')
  review: string;

  @Column('text')
  eventType: string;

  @Column('boolean', { default: false })
  featured: boolean;
}
