import {
  emailSignOff,
  firstNameOf,
  longDateTimeIn,
  parentGreeting,
  slotWords,
  waiverAgreement,
  type BusinessSettings,
} from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';
import type { WaiverSignatureEntity } from './entities/waiver-signature.entity';

/** The facts of the record that the signer's copy and the party's PDF both list, in one order. */
export function recordFacts(
  r: Pick<WaiverSignatureEntity, 'signerName' | 'signerEmail' | 'childName' | 'parentOrGuardian' | 'version'> &
    Pick<WaiverSignatureEntity, 'textHash' | 'signedAt' | 'clientAddress' | 'userAgent'>,
  timeZone: string,
): { label: string; value: string }[] {
  return [
    { label: 'Signed by', value: r.signerName },
    { label: 'E-mail', value: r.signerEmail },
    { label: 'Child', value: r.childName },
    { label: 'Parent or guardian', value: r.parentOrGuardian ? 'Yes, as stated by the signer' : 'Not stated' },
    { label: 'Agreement', value: waiverAgreement(r.version) },
    { label: 'Text fingerprint (SHA-256)', value: r.textHash },
    { label: 'Signed at', value: longDateTimeIn(r.signedAt, timeZone) },
    { label: 'From address', value: r.clientAddress ?? 'not known' },
    { label: 'Browser', value: r.userAgent ?? 'not known' },
  ];
}

/**
 * The signer's copy (docs/product/waivers.md#the-record): their record's facts and the waiver's text in full, as the
 * version they agreed to says it.
 */
export function waiverCopyEmail(ctx: {
  record: WaiverSignatureEntity;
  text: string;
  party: { childName: string; eventDate: string; eventTime: string };
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName' | 'timeZone'>;
}): Email {
  const { record, party, business } = ctx;
  return composeEmail(`Your signed waiver for ${record.childName}`, {
    greeting: parentGreeting(record.signerName),
    intro: [
      {
        lines: [
          `Thank you for signing the waiver for ${record.childName} for ${firstNameOf(party.childName)}'s party ` +
            `(${slotWords(party.eventDate, party.eventTime, business.timeZone)}). This is your copy.`,
        ],
      },
    ],
    blocks: [
      { heading: 'Your signature', facts: recordFacts(record, business.timeZone) },
      { heading: `The waiver (version ${record.version})`, lines: ctx.text.split(/\r?\n/) },
    ],
    signOff: emailSignOff(business),
  });
}
