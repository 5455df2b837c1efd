import { invitationRowCap, ROSTER_RULES } from './roster.contract';

describe('invitationRowCap', () => {
  it('is the booked count plus the margin', () => {
    expect(invitationRowCap(10)).toBe(10 + ROSTER_RULES.familyRowsMargin);
  });

  it('never passes the most children a host save may list, so the list as read stays saveable', () => {
    expect(invitationRowCap(45)).toBe(ROSTER_RULES.childrenMax);
    expect(invitationRowCap(ROSTER_RULES.childrenMax)).toBe(ROSTER_RULES.childrenMax);
  });
});
