import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('packages')
@Check('packages_base_price_cents_check', 'base_price_cents >= 0')
@Check('packages_duration_minutes_check', 'duration_minutes > 0')
@Check('packages_games_included_check', 'games_included > 0')
@Check('packages_tier_check', 'tier BETWEEN 1 AND 3')
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

  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  @Column('smallint', { unique: true })
  tier: 1 | 2 | 3;

  @Column('boolean', { default: false })
  popular: boolean;
}
