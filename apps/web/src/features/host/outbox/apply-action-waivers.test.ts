import { describe, expect, it } from 'vitest';
import type { PhoneWaiverSignatureRequest } from '@app/contracts';
import { hostParty, waiversOn } from '@/testing/host-party.fixtures';
import { applyAction } from './apply-action';
import type { HostAction, QueuedHostAction } from './host-actions';

const queued = (action: HostAction): QueuedHostAction => ({
  id: crypto.randomUUID(),
  partyId: 'b-1',
  at: '2026-12-12T20:10:00.000Z',
  hostId: 'host-sam',
  deviceId: 'phone-1',
  action,
});
const SIGNATURE: PhoneWaiverSignatureRequest = {
  id: '7d8f2a36-9a51-4d1e-8a3c-3b1e5b7f7a10',
  version: 2,
  signerName: 'Kim Lee',
  email: 'kim@example.com',
  agreed: true,
  parentOrGuardian: true,
};
const waiverOf = (party: ReturnType<typeof hostParty>, id: string) => party.children.find((c) => c.id === id)?.waiver;

describe('each child’s waiver state on the phone, offline (docs/product/waivers.md#at-the-door)', () => {
  it('keeps a child without a signed waiver out, as the server would, and lets them in once signed on the phone', () => {
    const party = hostParty(waiversOn());
    expect(applyAction(party, queued({ kind: 'checkin', childId: 'c-1', arrived: true }))).toEqual(party);

    const signed = applyAction(party, queued({ kind: 'waiver', childId: 'c-1', signature: SIGNATURE }));
    expect(waiverOf(signed, 'c-1')).toBe('signed');
    const arrived = applyAction(signed, queued({ kind: 'checkin', childId: 'c-1', arrived: true }));
    expect(arrived.children.find((c) => c.id === 'c-1')?.arrived).toBe(true);
  });

  it('lets a child in without a waiver when the business allows it', () => {
    const party = applyAction(hostParty(waiversOn(true)), queued({ kind: 'checkin', childId: 'c-1', arrived: true }));
    expect(party.arrivedCount).toBe(1);
    expect(waiverOf(party, 'c-1')).toBe('missing');
  });

  it('marks a walk-in signed with their parent’s signature, missing without, not needed while waivers are off', () => {
    const walkIn = (waiver?: PhoneWaiverSignatureRequest) =>
      queued({ kind: 'walk-in', childId: 'w-1', firstName: 'Noah', age: 6, waiver });
    expect(waiverOf(applyAction(hostParty(waiversOn()), walkIn(SIGNATURE)), 'w-1')).toBe('signed');
    expect(waiverOf(applyAction(hostParty(waiversOn(true)), walkIn()), 'w-1')).toBe('missing');
    expect(waiverOf(applyAction(hostParty(), walkIn()), 'w-1')).toBe('not-needed');
  });
});
