import { plainToInstance } from 'class-transformer';
/** class-transformer @Transform functions shared by the DTOs: the API and the SPA's forms clean input the same way. */
type TransformInput = { value: unknown };

/**
 * Typed text as it is kept: Unicode NFC (an "ë" typed as "e" and a combining mark becomes the one character, so a name
 * compares, counts and prints the same however the keyboard wrote it), then trimmed. Every text transform below runs it.
 */
export const cleanText = (text: string) => text.normalize('NFC').trim();

export const trim = ({ value }: TransformInput) => (typeof value === 'string' ? cleanText(value) : value);

/** Optional text: blank means "not given". */
export const blankToUndefined = ({ value }: TransformInput) =>
  typeof value === 'string' ? cleanText(value) || undefined : value;

/** Optional text that is stored as null when not given: blank or absent is null, anything else trimmed. */
export const blankToNull = ({ value }: TransformInput) =>
  value === undefined || (typeof value === 'string' && cleanText(value) === '') ? null : trim({ value });

/** A list of text: entries trimmed and blanks dropped; non-text entries stay so the check can name them. */
export const cleanList = ({ value }: TransformInput) =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? cleanText(item) : item)).filter((item) => item !== '')
    : value;

/** docs/product/validation.md#validation phone: non-digits stripped ("(555) 123-4567" → "5551234567"). */
export const digitsOnly = ({ value }: TransformInput) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);

/** Upper-cased and trimmed (promo codes, state codes). */
export const trimUpper = ({ value }: TransformInput) =>
  typeof value === 'string' ? cleanText(value).toUpperCase() : value;

/**
 * A nested object as an instance of its DTO, so its own rules and transforms run. class-transformer's @Type would do
 * this but reads `design:type` metadata, which needs the reflect-metadata polyfill in the SPA's bundle.
 */
export const nestedDto =
  <T extends object>(dto: new () => T) =>
  ({ value }: TransformInput) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? plainToInstance(dto, value) : value;

/** Query strings arrive as text: "12" becomes 12, anything else stays as sent so the check fails with its message. */
export const wholeNumber = ({ value }: TransformInput) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
