import { Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import type { UsState } from '../bookings/booking-lists.contract';
import { ZIP_PREFIX_PATTERN } from './service-area.contract';
import {
  SETTINGS_LABELS as L,
  SETTINGS_MESSAGES as M,
  SETTINGS_RULES as R,
  isTimeZone,
  isUsState,
  type BusinessSettings,
} from './settings.contract';
import { IsEmailAddress } from '../validation/is-email-address.decorator';
import { IsMultiLine, IsName, IsSingleLine } from '../validation/plain-text.validator';
import { Rules } from '../validation/rules.decorator';
import { blankToNull, trim } from '../validation/input.transforms';

/** "TX, ok" or ["TX", " ok "] → ["TX", "OK"]: the form types a list, the API takes one; duplicates dropped. */
const upperList = ({ value }: { value: unknown }) => {
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items)) return value;
  const cleaned = items.map((item) => (typeof item === 'string' ? item.trim().toUpperCase() : item));
  return [...new Set(cleaned.filter((item) => item !== ''))];
};

const phoneDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '').length : 0);
const IsPhone = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isPhone',
      validator: { validate: (v) => phoneDigits(v) >= R.phoneMinDigits && phoneDigits(v) <= R.phoneMaxDigits },
    },
    { message: M.phone },
  );

const IsTimeZone = (): PropertyDecorator =>
  ValidateBy({ name: 'isTimeZone', validator: { validate: isTimeZone } }, { message: M.timeZone });

const IsUsState = (): PropertyDecorator =>
  ValidateBy({ name: 'isUsState', validator: { validate: isUsState } }, { message: M.serviceStates, each: true });

const SocialUrl = (label: string): PropertyDecorator =>
  Rules(
    Transform(blankToNull) as PropertyDecorator,
    ValidateIf((_o, value) => value !== null),
    IsString({ message: M.socialUrl }),
    IsSingleLine(label),
    MaxLength(R.urlMax, { message: M.socialUrl }),
    IsUrl({ protocols: ['https'], require_protocol: true }, { message: M.socialUrl }),
  );

const Whole = (bounds: { min: number; max: number }, message: string): PropertyDecorator =>
  Rules(IsInt({ message }), Min(bounds.min, { message }), Max(bounds.max, { message }));

/**
 * PUT /api/admin/settings and the admin's Settings form: every setting, each with its one message. The settings reach
 * e-mail headers (the business name is the sender's), invites and PDFs: every text is one line without control
 * characters (a CR/LF in a name would start a header of its own), except the postal address, a block of lines.
 */
export class BusinessSettingsDto implements BusinessSettings {
  @Transform(trim)
  @Rules(
    IsString({ message: M.businessName }),
    IsName(L.businessName),
    MinLength(1, { message: M.businessName }),
    MaxLength(R.businessNameMax, { message: M.businessName }),
  )
  businessName: string;

  @Transform(trim)
  @Rules(IsString({ message: M.phone }), IsSingleLine(L.phone), MaxLength(R.phoneMax, { message: M.phone }), IsPhone())
  phone: string;

  @Transform(trim)
  @Rules(IsSingleLine(L.email), IsEmailAddress({ message: M.email }))
  email: string;

  @Transform(trim)
  @Rules(
    IsString({ message: M.postalAddress }),
    IsMultiLine(L.postalAddress),
    MaxLength(R.postalAddressMax, { message: M.postalAddress }),
  )
  postalAddress: string;

  @Transform(trim)
  @Rules(
    IsString({ message: M.serviceArea }),
    IsSingleLine('Service area'),
    MinLength(1, { message: M.serviceArea }),
    MaxLength(R.serviceAreaMax, { message: M.serviceArea }),
  )
  serviceArea: string;

  @Transform(upperList)
  @Rules(IsArray({ message: M.serviceStates }), ArrayNotEmpty({ message: M.serviceStates }), IsUsState())
  serviceStates: UsState[];

  @Transform(upperList)
  @Rules(
    IsArray({ message: M.serviceZipPrefixes }),
    Matches(ZIP_PREFIX_PATTERN, { message: M.serviceZipPrefixes, each: true }),
  )
  serviceZipPrefixes: string[];

  @Transform(trim)
  @Rules(IsSingleLine(L.timeZone), IsTimeZone())
  timeZone: string;

  @SocialUrl(L.facebookUrl)
  facebookUrl: string | null;

  @SocialUrl(L.instagramUrl)
  instagramUrl: string | null;

  @SocialUrl(L.twitterUrl)
  twitterUrl: string | null;

  @SocialUrl(L.googleReviewUrl)
  googleReviewUrl: string | null;

  @Transform(trim)
  @Rules(IsString({ message: M.taxNote }), IsSingleLine(L.taxNote), MaxLength(R.taxNoteMax, { message: M.taxNote }))
  taxNote: string;

  @Whole(R.feePercent, M.cancellationFeePercent)
  cancellationFeePercent: number;

  @Whole(R.holdMinutes, M.holdMinutes)
  holdMinutes: number;

  @Whole(R.minimumNoticeHours, M.minimumNoticeHours)
  minimumNoticeHours: number;

  @Whole(R.waitlistOfferMinutes, M.waitlistOfferMinutes)
  waitlistOfferMinutes: number;

  @Whole(R.rosterRetentionDays, M.rosterRetentionDays)
  rosterRetentionDays: number;

  @Whole(R.albumRetentionDays, M.albumRetentionDays)
  albumRetentionDays: number;
}
