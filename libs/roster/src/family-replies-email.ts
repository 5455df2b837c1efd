import { emailSignOff, type BusinessSettings } from '@app/contracts';

/** One family's answer as the host is told it. */
export interface FamilyReply {
  firstName: string;
  attending: boolean;
}

/**
 * The host's "families replied" e-mail: the children families added through the invitation link since the last one
 * (coming or not), how full the list is now, and the booking's page to see and change it.
 */
export function familyRepliesEmail(ctx: {
  parentName: string;
  hostChildName: string;
  replies: FamilyReply[];
  coming: number;
  childrenBooked: number;
  pageUrl: string;
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>;
}): { subject: string; text: string } {
  const n = ctx.replies.length;
  const text = [
    `Hi ${ctx.parentName},`,
    '',
    `${n === 1 ? 'A family' : `${n} families`} answered the invitation to ${ctx.hostChildName}'s party:`,
    '',
    ...ctx.replies.map((r) => `  ${r.firstName}: ${r.attending ? 'coming' : "can't come"}`),
    '',
    `${ctx.coming} of the ${ctx.childrenBooked} children you booked for are on the list now.`,
    `See and change the list on your booking's page: ${ctx.pageUrl}`,
    '',
    'We write at most once a day with the answers that came since.',
    ...emailSignOff(ctx.business),
  ].join('\n');
  return { subject: `New answers to ${ctx.hostChildName}'s party invitation`, text: `${text}\n` };
}
