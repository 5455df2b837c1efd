import { InvitationReplies } from '@/features/roster/components/invitation-page.component';

/**
 * /invitations/:token's reply (docs/product/roster.md#invitation-link): who is coming and the family's form, redrawn by a reply's
 * answer; the rest of the invitation is the document's text.
 */
export function Component({ token }: { token: string }) {
  return <InvitationReplies token={token} />;
}
