import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Min,
  Validate,
  ValidationArguments,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';
import {
  CATALOG_QUERY_MESSAGES as M,
  CATALOG_QUERY_RULES as R,
  GamesQuery,
  SPACE_TYPES,
  SpaceType,
} from '@app/contracts';

/** Query strings arrive as text: "12" becomes 12, anything else stays as sent so the check fails with its message. */
const wholeNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
const booleanText = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** An empty range (maxPlayers below minPlayers) is a caller's mistake worth a 400, not a silent empty list. */
@ValidatorConstraint({ name: 'playersRange' })
class PlayersRange implements ValidatorConstraintInterface {
  validate(maxPlayers: unknown, { object }: ValidationArguments): boolean {
    const { minPlayers } = object as GamesQueryDto;
    return typeof maxPlayers !== 'number' || typeof minPlayers !== 'number' || maxPlayers >= minPlayers;
  }
}

export class GamesQueryDto implements GamesQuery {
  @IsOptional()
  @IsIn(SPACE_TYPES, { message: M.spaceType })
  spaceType?: SpaceType;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: M.minPlayers })
  @Min(R.playersMin, { message: M.minPlayers })
  @Max(R.playersMax, { message: M.minPlayers })
  minPlayers?: number;

  @IsOptional()
  @Transform(wholeNumber)
  @IsInt({ message: M.maxPlayers })
  @Min(R.playersMin, { message: M.maxPlayers })
  @Max(R.playersMax, { message: M.maxPlayers })
  @Validate(PlayersRange, { message: M.playersRange })
  maxPlayers?: number;
}

export class FeaturedQueryDto {
  @IsOptional()
  @Transform(booleanText)
  @IsBoolean({ message: M.featured })
  featured?: boolean;
}
