import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One of the business's host teams: only active teams are given new bookings. */
@Entity('teams')
@Check('teams_name_check', `name <> ''`)
@Index('teams_name_key', ['name'], { unique: true })
export class TeamEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  @Column('boolean', { default: true })
  active: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
