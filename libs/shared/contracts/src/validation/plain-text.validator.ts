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
 * Format characters (Unicode's Cf): the bidirectional marks, embeddings, overrides and isolates (U+200E-200F, U+061C,
 * U+202A-202E, U+2066-2069), the zero-width ones (U+200B-200D, U+2060, U+FEFF) and the rest of their kind. Invisible,
 * they reverse or hide what follows them ("\u202eevil\u202c gpj.exe" reads as "exe.jpg live").
 */
const HIDDEN = /\p{Cf}/u;
/**
 * HIDDEN, except the zero-width joiner between two pictographs: emoji such as 👨‍👩‍👧 are built with it, and a parent may
 * write one in a review. Between two pictographs it joins them into one picture and can hide no letter.
 */
const HIDDEN_BUT_EMOJI_JOINER = /(?!(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic}))\p{Cf}/u;

export const TEXT_MESSAGES = {
  name: (label: string) => `${label} cannot contain invisible characters, text-direction marks or line breaks`,
  nameLines: (label: string) => `${label} cannot contain invisible characters or text-direction marks`,
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
 * Plain text shown or printed as it was typed. By default one line of visible text: the name of a person or a thing (a
 * parent, a child, a team, a game, an award, the business) on the roster, run sheet, certificates, e-mails and
 * invitations. `multiLine` keeps line breaks (CR, LF, U+2028/2029) for a text of several lines that is shown the same
 * way (a review on the home page, an invitation's message) and refuses everything else a name refuses but an emoji's
 * joiner. `label` starts the message.
 */
export const IsName = (label: string, { multiLine = false }: { multiLine?: boolean } = {}): PropertyDecorator =>
  multiLine
    ? Refusing('isName', [CONTROL_BUT_LINE_BREAK, HIDDEN_BUT_EMOJI_JOINER], TEXT_MESSAGES.nameLines(label))
    : Refusing('isName', [CONTROL, LINE_SEPARATOR, HIDDEN], TEXT_MESSAGES.name(label));

/** A text of one line (a setting that ends up in an e-mail header, a subject or a document's heading). */
export const IsSingleLine = (label: string): PropertyDecorator =>
  Refusing('isSingleLine', [CONTROL, LINE_SEPARATOR], TEXT_MESSAGES.singleLine(label));

/** A text that may span lines (an address block): line breaks kept, no other control character. */
export const IsMultiLine = (label: string): PropertyDecorator =>
  Refusing('isMultiLine', [CONTROL_BUT_LINE_BREAK], TEXT_MESSAGES.multiLine(label));
