import { WAIVER_RULES } from './waivers.contract';

/**
 * The waiver's screens as they read (docs/product/waivers.md#the-screens): the signing form the booking page, the
 * invitation reply and the host's phone share, the host's check-in, the office's list and the Settings section. The
 * rules' messages are WAIVER_MESSAGES.
 */
export const WAIVER_TEXTS = {
  // The signing form.
  heading: 'The waiver',
  intro: (childName: string) => `Read the waiver, then sign it for ${childName}.`,
  textLabel: (version: number) => `Waiver text, version ${version}`,
  signerName: 'Your full name',
  email: 'Your e-mail (for your copy of the waiver)',
  parentOrGuardian: 'I am the parent or guardian of this child',
  drawnSignature: 'Draw your signature (optional)',
  drawnSignatureHint: 'Your typed name is your signature: drawing it here is optional.',
  clearDrawing: 'Clear the drawing',
  emergencyPhone: 'Emergency contact phone',
  medicalNote: 'Medical note the host must know (optional)',

  // The booking's page.
  bookingHeading: 'Waiver',
  sign: 'Sign the waiver',
  signedBy: (signerName: string, version: number, when: string) =>
    `Signed by ${signerName} (version ${version}) on ${when}.`,
  signedNow: 'Thank you: the waiver is signed. A copy is on its way to your e-mail.',
  stale: 'The waiver changed since you opened it: read the new text below and sign again.',
  notAsked: 'No waiver is asked for this party.',
  loading: 'Loading the waiver',
  failed: 'We could not load the waiver. Please try again later.',
  notSent: 'We could not sign the waiver. Please try again.',

  // The host's phone.
  signed: 'Waiver signed',
  missing: 'No waiver',
  missingSay: (firstName: string) => `${firstName}: no signed waiver`,
  signHere: (firstName: string) => `Take ${firstName}’s waiver`,
  signOnPhone: 'Sign the waiver',
  signOnPhoneFor: (firstName: string) => `The waiver for ${firstName}`,
  arriveWithoutWaiver: (firstName: string) =>
    `${firstName} has no signed waiver: checked in anyway, as the business allows. The booking’s history says so.`,
  hostChild: (name: string, signed: boolean) =>
    `${name} (the birthday child): ${signed ? 'waiver signed' : 'no waiver'}`,
  walkInParentSigns: 'The parent signs the waiver below.',
  /** The child's name before it is typed: the walk-in's on the phone, an invited family's in its reply. */
  thisChild: 'this child',
  yourChild: 'your child',

  // The office.
  officeHeading: 'Waivers',
  officeOff: 'Waivers are off: none are asked.',
  officeSigned: 'Signed',
  officeMissing: 'Missing',
  officeNoneMissing: 'Every child is covered.',
  officeNoneSigned: 'No waiver signed yet.',
  officeSignature: (signerName: string, childName: string, version: number, when: string) =>
    `${signerName} for ${childName}, version ${version}, ${when}`,
  download: 'Download waivers (PDF)',
  officeInFull: 'Signed waivers in full',

  // Settings.
  settingsHeading: 'Waivers',
  waiversEnabled: 'Waivers on',
  arriveWithoutWaiverSetting: 'Host may mark arrived without a waiver',
  text: 'Waiver text (Markdown)',
  textHint: `Shown to families as text, line breaks kept; up to ${WAIVER_RULES.textMax} characters. Saving a changed text makes a new version.`,
  preview: 'Preview',
  currentVersion: (version: number) => `Current version: ${version}`,
  noVersion: 'No waiver text saved yet.',
  save: 'Save waiver',
  saved: 'Waiver saved',
  savedVersion: (version: number) => `Families now sign version ${version}.`,
  savedSame: 'The text is unchanged: the version stays.',
  notSaved: 'Waiver not saved',
  loadingSettings: 'Loading the waiver settings',
  loadSettingsFailed: 'The waiver settings could not be loaded. Please try again later.',
} as const;
