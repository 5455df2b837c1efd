import type { InvitationView } from '@app/contracts';

/** An invitation as a family sees it, for the family's pages' tests. */
export const invitationView = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  hostChildName: 'Sam',
  eventTypeLabel: 'Birthday Party',
  businessName: 'Champions Party',
  eventDate: '2026-03-23',
  eventTime: '14:00',
  whenWords: 'Mon, Mar 23, 2026, 2:00 PM Central',
  durationMinutes: 90,
  place: 'Austin, TX',
  message: 'Bring a water bottle',
  coming: ['Mia', 'Ava'],
  spotsLeft: 3,
  waiver: null,
  closedReason: null,
  ...overrides,
});
