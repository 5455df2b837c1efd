import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('packages')
export class PackageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Natural key the seed upserts by. */
  @Column('text', { unique: true })
  slug: string;

  @Column('text')
  name: string;

  @Column('int')
  basePriceCents: number;

  @Column('text')
  description: string;

  @Column('int')
  durationMinutes: number;

  @Column('int')
  gamesIncluded: number;

  @Column('text', { array: true })
  features: string[];

  @Column('smallint')
  tier: 1 | 2 | 3;

  @Column('boolean')
  popular: boolean;
}
