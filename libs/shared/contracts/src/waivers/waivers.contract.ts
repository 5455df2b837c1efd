/**
 * Waivers (docs/product/waivers.md): the business's waiver text, versioned, and each family's signature for its
 * child, kept as an immutable record. Shared by the api, the SPA's forms and the host's phone, which reads each
 * child's waiver state offline from the kept party.
 */

export const WAIVER_RULES = {
  /** The waiver's Markdown text, as the admin saves it. */
  textMax: 20_000,
  signerNameMin: 2,
  signerNameMax: 100,
  emailMax: 254,
  /** A drawn signature, as a PNG data URL: a few tens of kilobytes in practice; the cap keeps a request small. */
  drawnSignatureMaxChars: 200_000,
  /** The emergency contact's phone: digits only, as the booking's parent phone. */
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  medicalNoteMax: 500,
  /** From this age a child signs as an adult: below it (or with no age given) the signer states they are the parent. */
  adultAge: 18,
  /** The reminder to families who have not signed goes out this long before the party starts. */
  reminderLeadHours: 48,
} as const;

/** A drawn signature: a PNG image as a base64 data URL (what a canvas's toDataURL('image/png') gives). */
export const DRAWN_SIGNATURE_PATTERN = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const WAIVER_MESSAGES = {
  text: `The waiver text is required while waivers are on (up to ${WAIVER_RULES.textMax} characters)`,
  textTooLong: `The waiver text is up to ${WAIVER_RULES.textMax} characters`,
  waiversEnabled: 'waiversEnabled must be true or false',
  arriveWithoutWaiver: 'arriveWithoutWaiver must be true or false',
  version: 'Say which version of the waiver you agree to',
  signerName: `Type your full name (${WAIVER_RULES.signerNameMin} to ${WAIVER_RULES.signerNameMax} characters)`,
  email: 'Please enter a valid email address for your copy of the waiver',
  agreed: 'Tick "I agree" to sign the waiver',
  parentOrGuardian: 'State that you are the parent or guardian of this child',
  drawnSignature: 'The drawn signature must be a PNG image, up to 150 KB',
  signatureId: 'id must be an id this phone made (a UUID)',
  childId: 'childId must be the id of a child of this party',
  emergencyPhone: `Enter an emergency contact phone (${WAIVER_RULES.phoneMinDigits} to ${WAIVER_RULES.phoneMaxDigits} digits)`,
  medicalNote: `The medical note is up to ${WAIVER_RULES.medicalNoteMax} characters`,
  /** 409 WAIVER_VERSION_STALE: details.current is the text now. */
  versionStale: 'The waiver changed since you opened it. Please read the new text and sign again.',
  /** 409 WAIVER_ALREADY_SIGNED. */
  alreadySigned: 'A waiver is already signed for this child.',
  /** 409 WAIVERS_OFF: a signature sent while the business does not ask for waivers. */
  waiversOff: 'Waivers are not asked for at the moment: there is nothing to sign.',
  /** 422 WAIVER_REQUIRED: a "coming" reply, or a walk-in, without the waiver (fields name what is missing). */
  required: 'Please sign the waiver for your child before they can come.',
  /** 422 WAIVER_GUARDIAN_REQUIRED: a minor's waiver without the parent-or-guardian statement. */
  guardianRequired: 'For a child under 18, the waiver is signed by a parent or guardian: please say that you are.',
  /** 409 WAIVER_NOT_SIGNED: the host marks a child arrived whose waiver is missing. */
  notSigned: (firstName: string) =>
    `${firstName} has no signed waiver: take the parent's signature on this phone before checking them in.`,
  /** 404 WAIVER_CHILD_NOT_FOUND. */
  childNotFound: 'That child is not on this party',
} as const;

/** The "I agree" a signature quotes: the version it agreed to is named, so the record says what was agreed. */
export const waiverAgreement = (version: number): string => `I have read and agree to the waiver (version ${version}).`;

/** One version of the waiver's text (Markdown, shown as plain text). */
export interface WaiverText {
  version: number;
  text: string;
  /** sha256 of the text (UTF-8), hex: the record of what exactly was signed. */
  textHash: string;
  createdAt: string;
}

/** A version in the admin's list of versions. */
interface WaiverVersionSummary {
  version: number;
  textHash: string;
  createdAt: string;
  /** The admin who saved it, by name. */
  createdBy: string;
  /** How many signatures agreed to it. */
  signatures: number;
}

/** GET/PUT /api/admin/waivers: the waiver settings and text (each change of the text is a new version). */
export interface AdminWaiverSettings {
  waiversEnabled: boolean;
  /** The host may mark a child arrived without a signed waiver (the booking's history says so). */
  arriveWithoutWaiver: boolean;
  /** The text families sign now; null until the admin saved one. */
  current: WaiverText | null;
  /** Newest first. */
  versions: WaiverVersionSummary[];
}

/** PUT /api/admin/waivers. */
export interface SaveWaiverSettingsRequest {
  waiversEnabled: boolean;
  arriveWithoutWaiver: boolean;
  /** The waiver's text: a text that differs from the current version's becomes a new version. */
  text: string;
}

/** Where a signature was given. */
export type WaiverChannel = 'booking-page' | 'invitation' | 'host-phone';

/** What every signature carries: the typed name, the "I agree" to a version, the guardian statement, a drawing. */
export interface WaiverSignatureFields {
  /** The version the signer read and agreed to (a stale one: 409 WAIVER_VERSION_STALE with the current text). */
  version: number;
  /** The signer's typed full name. */
  signerName: string;
  /** The "I agree" box (waiverAgreement(version)): must be true. */
  agreed: boolean;
  /** The signer is the child's parent or guardian: required true for a minor (under WAIVER_RULES.adultAge). */
  parentOrGuardian: boolean;
  /** Optional drawn signature, a PNG data URL (DRAWN_SIGNATURE_PATTERN, WAIVER_RULES.drawnSignatureMaxChars). */
  drawnSignature?: string | null;
}

/** POST /api/bookings/:id/waiver: the booking's parent for their own child (the e-mail is the booking's). */
export type BookingWaiverSignatureRequest = WaiverSignatureFields;

/** A signature given by someone the server knows no e-mail of: an invited family, a walk-in's parent. */
export interface SignerWaiverSignatureRequest extends WaiverSignatureFields {
  email: string;
}

/** A signature taken on the host's phone: its own id (a UUID the phone made) makes a replay one record. */
export interface PhoneWaiverSignatureRequest extends SignerWaiverSignatureRequest {
  id: string;
}

/** POST /api/host/parties/:id/waivers: a child of the party signed for at the door. */
export interface HostWaiverSignatureRequest extends PhoneWaiverSignatureRequest {
  childId: string;
  at?: string;
}

/** Whether a child is covered: `not-needed` while waivers are off. */
export type WaiverState = 'signed' | 'missing' | 'not-needed';

/** One signature as the office reads it (the record, without the drawing's image). */
export interface WaiverSignatureRecord {
  id: string;
  bookingId: string;
  /** The roster child signed for; null: the booking's own child (the guest of honour). */
  childId: string | null;
  childName: string;
  signerName: string;
  signerEmail: string;
  parentOrGuardian: boolean;
  version: number;
  textHash: string;
  signedAt: string;
  clientAddress: string | null;
  userAgent: string | null;
  channel: WaiverChannel;
  /** A drawn signature came with it (the PDF shows it). */
  drawn: boolean;
}

/** A child coming with no signed waiver. */
export interface WaiverMissing {
  /** null: the booking's own child. */
  childId: string | null;
  childName: string;
}

/** AdminBookingDetail.waivers: the signatures and the children still missing one. */
export interface BookingWaivers {
  /** Waivers are on: when off, `missing` is empty (nothing is asked). */
  required: boolean;
  signatures: WaiverSignatureRecord[];
  missing: WaiverMissing[];
}

/** GET /api/bookings/:id/waiver (and the answer of its POST): the booking page's waiver for the parent's own child. */
export interface BookingWaiverView {
  required: boolean;
  /** The booking's child the parent signs for. */
  childName: string;
  /** The text to sign now (null while waivers are off or no text is saved). */
  waiver: WaiverText | null;
  /** The parent's signature, once given. */
  signature: { signerName: string; version: number; signedAt: string } | null;
}

/** HostParty.waivers: what the phone needs to ask for and check waivers offline. */
export interface HostPartyWaivers {
  required: boolean;
  arriveWithoutWaiver: boolean;
  /** The text a walk-in's parent signs on the phone (null while waivers are off). */
  text: WaiverText | null;
  /** The booking's own child (not on the check-in list). */
  hostChild: { name: string; state: WaiverState };
}

/** A child's state from the signatures held: any signature for them, whatever its version, covers them. */
export const waiverStateOf = (
  required: boolean,
  childId: string | null,
  signedChildIds: ReadonlySet<string | null>,
): WaiverState => (!required ? 'not-needed' : signedChildIds.has(childId) ? 'signed' : 'missing');

/**
 * Whether the host may mark a child arrived (docs/product/waivers.md#at-the-door): always when waivers are off or the
 * child is signed for; otherwise only when the business allows it (and then the history says so).
 */
export const arrivalAllowed = (
  state: WaiverState,
  waivers: Pick<HostPartyWaivers, 'arriveWithoutWaiver'>,
): { allowed: boolean; withoutWaiver: boolean } =>
  state !== 'missing'
    ? { allowed: true, withoutWaiver: false }
    : { allowed: waivers.arriveWithoutWaiver, withoutWaiver: waivers.arriveWithoutWaiver };

/** A child under WAIVER_RULES.adultAge, or of no age given: the signer must state they are the parent or guardian. */
export const isMinor = (age: number | null | undefined): boolean =>
  age === null || age === undefined || age < WAIVER_RULES.adultAge;
