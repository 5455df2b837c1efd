import { Transform } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CUSTOM_GAME_MESSAGES as M, CUSTOM_GAME_RULES as R, type CustomGameRequest } from './custom-game.contract';
import { Rules } from '../validation/rules.decorator';
import { IsName } from '../validation/plain-text.validator';
import { cleanList, trim } from '../validation/input.transforms';

/** docs/product/api.md#entities custom game submission: POST /api/custom-games and the wizard's custom game dialog. */
export class CreateCustomGameDto implements CustomGameRequest {
  @Transform(trim)
  @Rules(
    IsString({ message: M.name }),
    MinLength(1, { message: M.name }),
    MaxLength(R.nameMax, { message: M.nameTooLong }),
    IsName('The game name'),
  )
  name: string;

  @Transform(trim)
  @Rules(
    IsString({ message: M.description }),
    MinLength(1, { message: M.description }),
    MaxLength(R.descriptionMax, { message: M.descriptionTooLong }),
  )
  description: string;

  // Blank entries are dropped (docs/product/api.md#entities).
  @Transform(cleanList)
  @Rules(
    IsOptional(),
    IsArray({ message: M.equipment }),
    ArrayMaxSize(R.equipmentMaxItems, { message: M.equipmentTooMany }),
    IsString({ each: true, message: M.equipment }),
    MaxLength(R.equipmentItemMax, { each: true, message: M.equipmentItemTooLong }),
  )
  equipment: string[] = [];

  // The spec's client also sends the fixed fields (docs/product/api.md#entities). They are accepted so its requests are
  // not refused, and ignored: the server sets CUSTOM_GAME_FIXED itself.
  @Allow() ageRange?: unknown;
  @Allow() spaceRequired?: unknown;
  @Allow() spaceType?: unknown;
  @Allow() difficulty?: unknown;
  @Allow() parentName?: unknown;
  @Allow() parentEmail?: unknown;
  @Allow() estimatedDuration?: unknown;
  @Allow() specialInstructions?: unknown;
}
