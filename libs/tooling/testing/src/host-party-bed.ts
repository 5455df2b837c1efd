import type { ModuleMetadata } from '@nestjs/common';
import request from 'supertest';
import type { Agent } from './accounts';
import { loginAsAdmin } from './accounts';
import { allocateToTeam, bookedADayAgo, twoHostTeams } from './hosts';
import { confirmAsAdmin } from './office';
import { rosterChild, RosterParties } from './roster';
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

export interface AvaAndLeoParty {
  eventDate: string;
  /** Confirmed by the office unless false. */
  confirm?: boolean;
  /** The children booked for (4 unless said). */
  guestCount?: number;
  /** Made a day before now, as parties are, so that a phone's `at` some minutes back is after it. */
  bookedADayAgo?: boolean;
}

/** A party of team A at 2 PM on `eventDate`, Ava (7) and Leo (8) coming on its roster; answers its id. */
export async function avaAndLeoParty(bed: HostPartyBed, options: AvaAndLeoParty): Promise<string> {
  const { id, link } = await bed.parties.book(options.guestCount ?? 4, {
    eventDate: options.eventDate,
    eventTime: '14:00',
  });
  await allocateToTeam(bed.t, id, bed.teamA);
  if (options.bookedADayAgo) await bookedADayAgo(bed.t, id);
  await request(bed.t.server)
    .put(`/api/bookings/${id}/roster?${link}`)
    .send({ version: 0, children: [rosterChild('Ava', { age: 7 }), rosterChild('Leo', { age: 8 })] })
    .expect(200);
  if (options.confirm !== false) await confirmAsAdmin(bed.t, id);
  return id;
}

/** The party as if it started an hour ago (its day moved back; the team's allocation stays where it was). */
export const startedAnHourAgo = (bed: HostPartyBed, id: string): Promise<unknown> =>
  bed.t.dataSource.query(
    `UPDATE bookings SET event_date = (now() AT TIME ZONE $2 - interval '1 hour')::date,
       event_time = to_char(now() AT TIME ZONE $2 - interval '1 hour', 'HH24:MI') WHERE id = $1`,
    [id, bed.t.config.business.timeZone],
  );

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
