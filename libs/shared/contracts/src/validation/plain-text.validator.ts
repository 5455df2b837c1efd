import { ValidateBy } from 'class-validator';

/**
 * What text a person types may hold, by kind of field. The api's pipe already refuses NUL and the other C0 controls in
 * any input except tab, line feed and carriage return (libs/base/platform control-characters.ts); these rules go further
 * where a value is printed somewhere a stray character does harm.
 */

/** Control characters: C0, DEL and C1 (tab, line feed and carriage return included). */
const CONTROL = /\p{Cc}/u;
/** Unicode's line and paragraph separators: a line break to anything that lays text out. */
const LINE_SEPARATOR = /[\u2028\u2029]/;
/** Control characters other than a line break (CR, LF): what a text of several lines still may not hold. */
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\r\n]/u;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and zero-width characters (U+200B-200D,
 * U+FEFF): invisible, they reverse or hide what follows them ("\u202eevil\u202c gpj.exe" reads as "exe.jpg live").
 */
const HIDDEN = /[\u200B-\u200D\u202A-\u202E\u2066-\u2069\uFEFF]/;

export const TEXT_MESSAGES = {
  name: (label: string) => `${label} cannot contain invisible characters, text-direction marks or line breaks`,
  singleLine: (label: string) => `${label} must be a single line, without line breaks or control characters`,
  multiLine: (label: string) => `${label} cannot contain control characters other than line breaks`,
} as const;

/** A rule refusing text that matches any of `patterns`; anything not text is left to the field's own type rule. */
const Refusing = (name: string, patterns: RegExp[], message: string): PropertyDecorator =>
  ValidateBy(
    {
      name,
      validator: { validate: (value) => typeof value !== 'string' || !patterns.some((p) => p.test(value)) },
    },
    { message },
  );

/**
 * The name of a person or a thing (a parent, a child, a team, a game, the business): one line of visible text, shown on
 * the roster, run sheet, certificates, e-mails and invitations as it was typed. `label` starts the message.
 */
export const IsName = (label: string): PropertyDecorator =>
  Refusing('isName', [CONTROL, LINE_SEPARATOR, HIDDEN], TEXT_MESSAGES.name(label));

/** A text of one line (a setting that ends up in an e-mail header, a subject or a document's heading). */
export const IsSingleLine = (label: string): PropertyDecorator =>
  Refusing('isSingleLine', [CONTROL, LINE_SEPARATOR], TEXT_MESSAGES.singleLine(label));

/** A text that may span lines (an address block): line breaks kept, no other control character. */
export const IsMultiLine = (label: string): PropertyDecorator =>
  Refusing('isMultiLine', [CONTROL_BUT_LINE_BREAK], TEXT_MESSAGES.multiLine(label));
