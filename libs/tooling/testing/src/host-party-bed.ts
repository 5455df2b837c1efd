import type { ModuleMetadata } from '@nestjs/common';
import type { Agent } from './accounts';
import { loginAsAdmin } from './accounts';
import { twoHostTeams } from './hosts';
import { RosterParties } from './roster';
import { restoreSeedTeams } from './teams';
import { startTestApp, type TestApp } from './test-app';

/** What a suite of a host's party works with: the app, the admin, parties to book, team A and both teams' hosts. */
export interface HostPartyBed {
  t: TestApp;
  admin: Agent;
  parties: RosterParties;
  teamA: number;
  /** Sam, a host of team A, which runs the suite's parties. */
  hostA: Agent;
  /** A host of team B: someone else's parties. */
  hostB: Agent;
}

/**
 * The suite's app with two host teams, the only ones, started before its cases; after them the seed teams come back
 * and the app closes. Read it as `bed.t`, `bed.hostA`, ... inside the cases.
 */
export function useHostPartyBed(imports: ModuleMetadata['imports']): HostPartyBed {
  // Jest's hooks, read where a suite calls this: the build compiles this lib without jest's types for the dev tools.
  const { beforeAll, afterAll } = globalThis as unknown as Record<
    'beforeAll' | 'afterAll',
    (hook: () => unknown) => void
  >;
  const bed = {} as HostPartyBed;
  beforeAll(async () => {
    const t = await startTestApp({ imports });
    const admin = await loginAsAdmin(t.server);
    const parties = await RosterParties.of(t);
    const { teamA, hostA, hostB } = await twoHostTeams(t, admin, ['Sam Host', 'Other Host']);
    Object.assign(bed, { t, admin, parties, teamA, hostA, hostB });
  });
  afterAll(async () => {
    await restoreSeedTeams(bed.t.dataSource);
    await bed.t.close();
  });
  return bed;
}
