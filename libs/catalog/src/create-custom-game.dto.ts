import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CUSTOM_GAME_MESSAGES as M, CUSTOM_GAME_RULES as R, CustomGameRequest } from '@app/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** SPEC §3: blank equipment entries are dropped, the rest trimmed; non-text entries stay so the check names them. */
const cleanList = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
    : value;

// class-validator runs a property's checks bottom-up and the pipe reports the first failure, so the most basic
// check of each property is written last.
export class CreateCustomGameDto implements CustomGameRequest {
  @Transform(trim)
  @MaxLength(R.nameMax, { message: M.nameTooLong })
  @MinLength(1, { message: M.name })
  @IsString({ message: M.name })
  name: string;

  @Transform(trim)
  @MaxLength(R.descriptionMax, { message: M.descriptionTooLong })
  @MinLength(1, { message: M.description })
  @IsString({ message: M.description })
  description: string;

  @IsOptional()
  @Transform(cleanList)
  @MaxLength(R.equipmentItemMax, { each: true, message: M.equipmentItemTooLong })
  @IsString({ each: true, message: M.equipment })
  @ArrayMaxSize(R.equipmentMaxItems, { message: M.equipmentTooMany })
  @IsArray({ message: M.equipment })
  equipment: string[] = [];

  // The spec's client also sends the fixed fields (SPEC §3). They are accepted so its requests are not refused,
  // and ignored: the server sets CUSTOM_GAME_FIXED itself.
  @Allow() ageRange?: unknown;
  @Allow() spaceRequired?: unknown;
  @Allow() spaceType?: unknown;
  @Allow() difficulty?: unknown;
  @Allow() parentName?: unknown;
  @Allow() parentEmail?: unknown;
  @Allow() estimatedDuration?: unknown;
  @Allow() specialInstructions?: unknown;
}
