import { AllocationEntity } from './allocation.entity';
import { BlackoutDayEntity } from './blackout-day.entity';
import { TeamTimeOffEntity } from './team-time-off.entity';
import { TeamWorkingWindowEntity } from './team-working-window.entity';
import { TeamEntity } from './team.entity';

export const AVAILABILITY_ENTITIES = [
  TeamEntity,
  TeamWorkingWindowEntity,
  TeamTimeOffEntity,
  BlackoutDayEntity,
  AllocationEntity,
];
