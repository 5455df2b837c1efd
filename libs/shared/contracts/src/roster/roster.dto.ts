import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { ROSTER_MESSAGES as M, ROSTER_RULES as R, SHIRT_SIZE_CODES, type ShirtSize } from './roster.contract';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToNull, blankToUndefined, nestedDto, trim } from '../validation/input.transforms';
import { EmergencyPhone, MedicalNote, SignerWaiverSignatureDto } from '../waivers/waivers.dto';

/** A list of children, each made an instance of its DTO so its rules run (see nestedDto). */
const childList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((child) => nestedDto(RosterEntryDto)({ value: child })) : value;

/** A roster child's first name, trimmed: the list's rows and a party host's walk-ins alike. */
export const ChildFirstName = (): PropertyDecorator =>
  Rules(
    Transform(trim) as PropertyDecorator,
    IsString({ message: M.firstName }),
    MinLength(1, { message: M.firstName }),
    MaxLength(R.firstNameMax, { message: M.firstName }),
    IsName("The child's first name"),
  );

/** A roster child's age in whole years, within the roster's range. */
export const ChildAge = (): PropertyDecorator =>
  Rules(IsInt({ message: M.age }), Min(R.ageMin, { message: M.age }), Max(R.ageMax, { message: M.age }));

/** One child as a family or the host parent enters it. */
class RosterChildDto {
  @ChildFirstName()
  firstName: string;

  @Transform(blankToNull)
  @Rules(ValidateIf((_o, v) => v !== null), IsIn(SHIRT_SIZE_CODES, { message: M.shirtSize }))
  shirtSize: ShirtSize | null;

  @Transform(blankToNull)
  @Rules(ValidateIf((_o, v) => v !== null), IsString({ message: M.notes }), MaxLength(R.notesMax, { message: M.notes }))
  notes: string | null;

  /**
   * Optional: absent, null or blank is "not given" (stored as null), never 0, so a client that sends no age still
   * saves. Only a JSON number is an age: "7" as text is refused like "seven".
   */
  @Transform(blankToNull)
  @IsOptional()
  @ChildAge()
  age?: number | null;

  @Rules(IsBoolean({ message: M.photoConsent }))
  photoConsent: boolean;
}

/** A row of the host's list: an existing child keeps its id (so a family's entry stays theirs). */
export class RosterEntryDto extends RosterChildDto {
  @Rules(IsOptional(), IsUUID('4', { message: M.children }))
  id?: string;

  /** false: on the list as not coming. Absent means coming. */
  @Rules(IsOptional(), IsBoolean({ message: M.attending }))
  attending?: boolean;
}

/**
 * PUT /api/bookings/:id/roster: the whole list as the host parent (or an admin) leaves it. `raiseChildrenCountTo`
 * accepts the offer a 409 ROSTER_OVER_COUNT made: the booking is re-priced for that many children.
 */
export class PutRosterDto {
  @Transform(childList)
  @Rules(
    IsArray({ message: M.children }),
    ArrayMaxSize(R.childrenMax, { message: M.tooManyChildren }),
    ValidateNested(),
  )
  children: RosterEntryDto[];

  @Rules(IsInt({ message: M.version }), Min(0, { message: M.version }))
  version: number;

  @Rules(
    IsOptional(),
    IsInt({ message: M.raiseTo }),
    Min(1, { message: M.raiseTo }),
    Max(R.childrenMax, { message: M.raiseTo }),
  )
  raiseChildrenCountTo?: number;
}

/** POST /api/bookings/:id/invitation: a new link (the old one stops), with what it shows. */
export class CreateInvitationDto {
  @Rules(IsBoolean({ message: M.shareAddress }))
  shareAddress: boolean;

  @Transform(blankToUndefined)
  @Rules(
    IsOptional(),
    IsString({ message: M.shareMessage }),
    MaxLength(R.shareMessageMax, { message: M.shareMessage }),
    IsName('The message', { multiLine: true }),
  )
  message?: string;
}

/**
 * POST /api/invitations/:token/children: a family's child, or its "can't come"; PUT of that reply by its link. While
 * waivers are on, a "coming" carries the waiver's signature and an emergency contact phone; a reply already signed for
 * needs no signature again (docs/product/waivers.md#the-invitation-reply).
 */
export class InvitedChildDto extends RosterChildDto {
  @Rules(IsBoolean({ message: M.attending }))
  attending: boolean;

  @EmergencyPhone()
  emergencyPhone?: string | null;

  @MedicalNote()
  medicalNote?: string | null;

  @Transform(nestedDto(SignerWaiverSignatureDto))
  @Rules(IsOptional(), ValidateNested())
  waiver?: SignerWaiverSignatureDto;
}
