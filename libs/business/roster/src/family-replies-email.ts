import { emailSignOff, type BusinessSettings, parentGreeting } from '@app/contracts';
import { composeEmail, type Email } from '@app/mail';

/** One family's answer as the host is told it. */
export interface FamilyReply {
  firstName: string;
  attending: boolean;
}

/**
 * The host's "families replied" e-mail: the children families added through the invitation link since the last one
 * (coming or not), how full the list is now, and a button to the booking's page, where the list is seen and changed.
 */
export function familyRepliesEmail(ctx: {
  parentName: string;
  hostChildName: string;
  replies: FamilyReply[];
  coming: number;
  childrenBooked: number;
  pageUrl: string;
  business: Pick<BusinessSettings, 'phone' | 'email' | 'businessName'>;
}): Email {
  const n = ctx.replies.length;
  return composeEmail(`New answers to ${ctx.hostChildName}'s party invitation`, {
    greeting: parentGreeting(ctx.parentName),
    intro: [
      { lines: [`${n === 1 ? 'A family' : `${n} families`} answered the invitation to ${ctx.hostChildName}'s party:`] },
      { facts: ctx.replies.map((r) => ({ label: r.firstName, value: r.attending ? 'coming' : "can't come" })) },
      { lines: [`${ctx.coming} of the ${ctx.childrenBooked} children you booked for are on the list now.`] },
    ],
    action: { label: 'View the guest list', url: ctx.pageUrl },
    blocks: [{ lines: ['We write at most once a day with the answers that came since.'] }],
    signOff: emailSignOff(ctx.business),
  });
}
