import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('testimonials')
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

  @Column('boolean')
  featured: boolean;
}
