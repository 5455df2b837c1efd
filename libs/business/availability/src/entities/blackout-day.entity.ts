import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Days (business calendar, both included) on which no event starts, whatever the teams. */
@Entity('blackout_days')
@Check('blackout_days_range_check', 'first_day <= last_day')
export class BlackoutDayEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** yyyy-MM-dd */
  @Column('date')
  firstDay: string;

  /** yyyy-MM-dd */
  @Column('date')
  lastDay: string;

  @Column('text', { default: '' })
  reason: string;
}
