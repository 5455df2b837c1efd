import { Injectable } from '@nestjs/common';
import type { BookingWaivers, WaiverMissing } from '@app/contracts';
import { RosterStore } from '@app/roster';
import { WaiverPolicies, WaiverSignatures } from '@app/waivers';

/** What a party's waivers are read from: the booking's id and its own child's name. */
export interface WaiverParty {
  id: string;
  childName: string;
}

/**
 * A party's waivers against its guest list (docs/product/waivers.md#the-office): the booking's own child and every
 * child coming, each covered by a signature or missing one. The roster knows who is coming, waivers who signed: this
 * lib, above both, joins them for the office, the run sheet and the reminder. Waivers off: nothing is missing.
 */
@Injectable()
export class PartyWaivers {
  constructor(
    private readonly roster: RosterStore,
    private readonly policies: WaiverPolicies,
    private readonly signatures: WaiverSignatures,
  ) {}

  async of(party: WaiverParty): Promise<BookingWaivers> {
    const [policy, signatures, missing] = await Promise.all([
      this.policies.policy(),
      this.signatures.recordsOf(party.id),
      this.missingOf([party]),
    ]);
    return { required: policy.enabled, signatures, missing: missing.get(party.id) ?? [] };
  }

  /** The children of each party still missing a waiver, in the list's order (the booking's own child first). */
  async missingOf(parties: WaiverParty[]): Promise<Map<string, WaiverMissing[]>> {
    const policy = await this.policies.policy();
    if (!policy.enabled) return new Map(parties.map((p) => [p.id, []]));
    const signed = await this.signatures.signedChildren(parties.map((p) => p.id));
    const lists = await Promise.all(
      parties.map(async (p): Promise<[string, WaiverMissing[]]> => {
        const has = signed.get(p.id)!;
        const coming = (await this.roster.childrenOf(p.id)).filter((c) => c.attending && !has.has(c.id));
        return [
          p.id,
          [
            ...(has.has(null) ? [] : [{ childId: null, childName: p.childName }]),
            ...coming.map((c) => ({ childId: c.id, childName: c.firstName })),
          ],
        ];
      }),
    );
    return new Map(lists);
  }
}
