import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  PARTY_MESSAGES as M,
  PARTY_RULES as R,
  TEAM_COLOUR_KEYS,
  type AdminResultCorrection,
  type FinishResultsRequest,
  type GameResultRequest,
  type PartyAwardsRequest,
  type PartyTeam,
  type PartyTeamsRequest,
  type ScorerRequest,
  type SpecialAward,
  type TeamColour,
  type TeamPoints,
} from './party-day.contract';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToNull, nestedDto, trim } from '../validation/input.transforms';
import { HappenedAt, HostActionDto } from '../hosts/host-actions.dto';

/** Ids the phone makes (UUIDs for teams); the cap keeps a stray long string out of the stored state. */
const ID_MAX = 64;

/** Each element of an array made an instance of its DTO, so its own rules run (see nestedDto). */
const listOf =
  <T extends object>(dto: new () => T) =>
  ({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((item) => nestedDto(dto)({ value: item })) : value;

const PhoneId = (message: string): PropertyDecorator =>
  Rules(IsString({ message }), IsNotEmpty({ message }), MaxLength(ID_MAX, { message }));

class PartyTeamDto implements PartyTeam {
  @PhoneId(M.teamId)
  id: string;

  @Rules(
    Transform(trim) as PropertyDecorator,
    IsString({ message: M.teamName }),
    IsNotEmpty({ message: M.teamName }),
    MaxLength(R.teamNameMax, { message: M.teamName }),
    IsName('The team name'),
  )
  name: string;

  @Rules(IsIn(TEAM_COLOUR_KEYS, { message: M.teamColour }))
  colour: TeamColour;

  @Rules(IsArray({ message: M.teamChildren }), IsUUID('all', { each: true, message: M.teamChildren }))
  childIds: string[];
}

/** PUT /api/host/parties/:id/teams: 2 to 4 teams; whether their children arrived is the server's check. */
export class PartyTeamsDto extends HostActionDto implements PartyTeamsRequest {
  @Transform(listOf(PartyTeamDto))
  @Rules(
    IsArray({ message: M.teams }),
    ArrayMinSize(R.teamsMin, { message: M.teams }),
    ArrayMaxSize(R.teamsMax, { message: M.teams }),
    ValidateNested(),
  )
  teams: PartyTeamDto[];
}

/** The phone scoring a game: its own id, and whether it takes the game over from another phone. */
const DeviceId = (): PropertyDecorator =>
  Rules(
    IsString({ message: M.deviceId }),
    IsNotEmpty({ message: M.deviceId }),
    MaxLength(R.deviceIdMax, { message: M.deviceId }),
  );
const TakeOver = (): PropertyDecorator => Rules(IsOptional(), IsBoolean({ message: M.takeOver }));

/** PUT /api/host/parties/:id/scorers/:gameId. */
export class ScorerDto extends HostActionDto implements ScorerRequest {
  @DeviceId()
  deviceId: string;

  @TakeOver()
  takeOver?: boolean;
}

class TeamPointsDto implements TeamPoints {
  @PhoneId(M.resultTeam)
  teamId: string;

  @Rules(IsInt({ message: M.points }), Min(0, { message: M.points }), Max(R.pointsMax, { message: M.points }))
  points: number;
}

/** Exactly one of the winner and the points. */
const oneWayOfResult = (o: { winnerTeamId?: unknown; points?: unknown }): boolean =>
  (o.winnerTeamId === undefined) !== (o.points === undefined);

/** Absent (points were recorded), or a team's id as the phone made it. */
const isTeamIdOrAbsent = (value: unknown): boolean =>
  value === undefined || (typeof value === 'string' && value.length > 0 && value.length <= ID_MAX);

/** The winning team or every team's points, as a host or the office records a game's result. */
class ResultFields {
  @Rules(
    ValidateBy(
      { name: 'oneWayOfResult', validator: { validate: (_v, args) => oneWayOfResult(args!.object) } },
      { message: M.result },
    ),
    ValidateBy({ name: 'isTeamIdOrAbsent', validator: { validate: isTeamIdOrAbsent } }, { message: M.resultTeam }),
  )
  winnerTeamId?: string;

  @Transform(listOf(TeamPointsDto))
  @Rules(
    IsOptional(),
    IsArray({ message: M.result }),
    ArrayMinSize(R.teamsMin, { message: M.result }),
    ArrayMaxSize(R.teamsMax, { message: M.result }),
    ValidateNested(),
  )
  points?: TeamPointsDto[];
}

/** PUT /api/host/parties/:id/results/:gameId. */
export class GameResultDto extends ResultFields implements GameResultRequest {
  @DeviceId()
  deviceId: string;

  @TakeOver()
  takeOver?: boolean;

  @HappenedAt()
  at?: string;
}

/** PUT /api/admin/bookings/:id/results/:gameId: the office's correction, final results or not. */
export class AdminResultCorrectionDto extends ResultFields implements AdminResultCorrection {}

/** POST /api/host/parties/:id/finish-results. */
export class FinishResultsDto extends HostActionDto implements FinishResultsRequest {}

class SpecialAwardDto implements SpecialAward {
  @Rules(IsUUID('all', { message: M.awardChild }))
  childId: string;

  @Rules(
    Transform(trim) as PropertyDecorator,
    IsString({ message: M.awardTitle }),
    IsNotEmpty({ message: M.awardTitle }),
    MaxLength(R.awardTitleMax, { message: M.awardTitle }),
    IsName('The award title'),
  )
  title: string;
}

/** PUT /api/host/parties/:id/awards. */
export class PartyAwardsDto extends HostActionDto implements PartyAwardsRequest {
  @Transform(listOf(SpecialAwardDto))
  @Rules(IsArray({ message: M.awards }), ArrayMaxSize(R.specialAwardsMax, { message: M.awards }), ValidateNested())
  special: SpecialAwardDto[];

  @Transform(blankToNull)
  @Rules(ValidateIf((_o, v) => v !== null && v !== undefined), PhoneId(M.championTeam))
  championTeamId?: string | null;
}
