import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsInt,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { IsName } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToNull, trim } from '../validation/input.transforms';
import {
  DRAWN_SIGNATURE_PATTERN,
  WAIVER_MESSAGES as M,
  WAIVER_RULES as R,
  type BookingWaiverSignatureRequest,
  type PhoneWaiverSignatureRequest,
  type SaveWaiverSettingsRequest,
  type SignerWaiverSignatureRequest,
} from './waivers.contract';

/** Whether the request turns waivers on (a blank text is refused only then). */
const onOf = (args: ValidationArguments | undefined): boolean =>
  (args?.object as Partial<SaveWaiverSettingsRequest> | undefined)?.waiversEnabled === true;

/** Digits only, and blank as "not given" (null). */
const phoneDigits = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const digits = value.replace(/\D/g, '');
  return digits === '' && value.trim() === '' ? null : digits;
};

/** PUT /api/admin/waivers: the text is required while waivers are on; a changed text is a new version. */
export class SaveWaiverSettingsDto implements SaveWaiverSettingsRequest {
  @Rules(IsBoolean({ message: M.waiversEnabled }))
  waiversEnabled: boolean;

  @Rules(IsBoolean({ message: M.arriveWithoutWaiver }))
  arriveWithoutWaiver: boolean;

  @Transform(trim)
  @Rules(
    IsString({ message: M.text }),
    ValidateBy(
      { name: 'textWhileOn', validator: { validate: (v: string, args) => v.length > 0 || !onOf(args) } },
      { message: M.text },
    ),
    MaxLength(R.textMax, { message: M.textTooLong }),
    IsName('The waiver text', { multiLine: true }),
  )
  text: string;
}

/** The signature itself, whoever gives it and wherever. */
class WaiverSignatureFieldsDto implements BookingWaiverSignatureRequest {
  @Rules(IsInt({ message: M.version }), Min(1, { message: M.version }))
  version: number;

  @Transform(trim)
  @Rules(
    IsString({ message: M.signerName }),
    MinLength(R.signerNameMin, { message: M.signerName }),
    MaxLength(R.signerNameMax, { message: M.signerName }),
    IsName('Your name'),
  )
  signerName: string;

  @Rules(Equals(true, { message: M.agreed }))
  agreed: boolean;

  /** Whether it must be true depends on the child's age, which the server knows (WAIVER_GUARDIAN_REQUIRED). */
  @Rules(IsBoolean({ message: M.parentOrGuardian }))
  parentOrGuardian: boolean;

  @Transform(blankToNull)
  @Rules(
    ValidateIf((_o, v) => v !== null && v !== undefined),
    IsString({ message: M.drawnSignature }),
    MaxLength(R.drawnSignatureMaxChars, { message: M.drawnSignature }),
    Matches(DRAWN_SIGNATURE_PATTERN, { message: M.drawnSignature }),
  )
  drawnSignature?: string | null;
}

/** POST /api/bookings/:id/waiver: the booking's parent; their e-mail is the booking's, never the request's. */
export class BookingWaiverSignatureDto extends WaiverSignatureFieldsDto {}

/** A signer the server knows no e-mail of (an invited family in its reply, a walk-in's parent): their copy's address. */
export class SignerWaiverSignatureDto extends WaiverSignatureFieldsDto implements SignerWaiverSignatureRequest {
  @Transform(trim)
  @Rules(IsEmailAddress({ message: M.email }), MaxLength(R.emailMax, { message: M.email }))
  email: string;
}

/** On the host's phone: the phone's id for the signature, so the outbox's replay records it once. */
export class PhoneWaiverSignatureDto extends SignerWaiverSignatureDto implements PhoneWaiverSignatureRequest {
  @Rules(IsUUID('all', { message: M.signatureId }))
  id: string;
}

/** The emergency contact's phone an invited family gives with its signature (digits only). */
export const EmergencyPhone = (): PropertyDecorator =>
  Rules(
    Transform(phoneDigits) as PropertyDecorator,
    ValidateIf((_o, v) => v !== null && v !== undefined),
    IsString({ message: M.emergencyPhone }),
    MinLength(R.phoneMinDigits, { message: M.emergencyPhone }),
    MaxLength(R.phoneMaxDigits, { message: M.emergencyPhone }),
  );

/** A medical note the host must know (optional). */
export const MedicalNote = (): PropertyDecorator =>
  Rules(
    Transform(blankToNull) as PropertyDecorator,
    ValidateIf((_o, v) => v !== null && v !== undefined),
    IsString({ message: M.medicalNote }),
    MaxLength(R.medicalNoteMax, { message: M.medicalNote }),
    IsName('The medical note', { multiLine: true }),
  );
