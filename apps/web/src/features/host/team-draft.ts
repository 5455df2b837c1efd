import { balanceTeams, DEFAULT_TEAMS, TEAM_COLOUR_KEYS, type HostPartyChild, type PartyTeam } from '@app/contracts';

/** The teams a party starts with before the host saved any: the first two of DEFAULT_TEAMS, empty. */
export const startingTeams = (saved: PartyTeam[]): PartyTeam[] => (saved.length ? saved : resizeTeams([], 2));

/**
 * The teams made `count` long: the first ones kept as they are (their ids too, so their results stay), new ones named
 * and coloured from DEFAULT_TEAMS with a fresh id; the children of a team taken away are left in no team.
 */
export function resizeTeams(teams: PartyTeam[], count: number): PartyTeam[] {
  const kept = teams.slice(0, count);
  const used = new Set(kept.map((t) => t.colour));
  for (let i = kept.length; i < count; i++) {
    const start = DEFAULT_TEAMS[i];
    const colour = used.has(start.colour) ? (TEAM_COLOUR_KEYS.find((c) => !used.has(c)) ?? start.colour) : start.colour;
    used.add(colour);
    kept.push({ id: crypto.randomUUID(), name: start.name, colour, childIds: [] });
  }
  return kept;
}

/** The arrived children dealt into the teams by age (balanceTeams), names and colours kept. */
export function splitByAge(teams: PartyTeam[], children: HostPartyChild[]): PartyTeam[] {
  const dealt = balanceTeams(
    children.filter((c) => c.arrived),
    teams.length,
  );
  return teams.map((team, i) => ({ ...team, childIds: dealt[i] }));
}

/** A child moved to one team (or to none, `teamId` null), out of any other. */
export function moveChild(teams: PartyTeam[], childId: string, teamId: string | null): PartyTeam[] {
  return teams.map((team) => {
    const others = team.childIds.filter((id) => id !== childId);
    return { ...team, childIds: team.id === teamId ? [...others, childId] : others };
  });
}

/** The arrived children in no team yet. */
export const childrenWithoutTeam = (teams: PartyTeam[], children: HostPartyChild[]): HostPartyChild[] =>
  children.filter((c) => c.arrived && !teams.some((t) => t.childIds.includes(c.id)));
