import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import {
  PARTY_MESSAGES,
  PARTY_RULES,
  resultsAreFinal,
  TEAM_COLOUR_KEYS,
  TEAM_COLOURS,
  type HostParty,
  type HostPartyChild,
  type PartyTeam,
} from '@app/contracts';
import { BIG_FIELD, BIG_SELECT } from '../field-sizes';
import { PARTY_WORDS as W } from '../party-day-words';
import { childrenWithoutTeam, moveChild, resizeTeams, splitByAge, startingTeams } from '../team-draft';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostResultsFinal } from './host-results-final.component';
import { HostSaveFooter } from './host-save-footer.component';

const COUNTS = Array.from(
  { length: PARTY_RULES.teamsMax - PARTY_RULES.teamsMin + 1 },
  (_, i) => PARTY_RULES.teamsMin + i,
);

/**
 * Teams (docs/product/party-day.md#the-hosts-screens): 2 to 4 teams, the arrived children split by age or moved one by one, names
 * and colours the host's; nothing is sent until "Save teams", which sends them all at once. Once the results are final
 * the teams are shown as they stand, to read only.
 */
export function HostTeams({ party }: { party: HostParty }) {
  return resultsAreFinal(party) ? <FinalTeams party={party} /> : <TeamsEditor party={party} />;
}

function FinalTeams({ party }: { party: HostParty }) {
  const nameOf = (id: string) => party.children.find((c) => c.id === id)?.firstName ?? '';
  return (
    <Flex direction="column" gap="4">
      <HostResultsFinal />
      {party.teams.map((team) => (
        <Card key={team.id} size="2" style={{ borderLeft: `10px solid ${TEAM_COLOURS[team.colour].hex}` }}>
          <Flex asChild direction="column" gap="2">
            <section aria-label={team.name}>
              <Heading as="h2" size="6">
                {team.name}
              </Heading>
              <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
                {team.childIds.map((id) => (
                  <li key={id}>
                    <Text size="5">{nameOf(id)}</Text>
                  </li>
                ))}
              </ul>
            </section>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

function TeamsEditor({ party }: { party: HostParty }) {
  const [teams, setTeams] = useState<PartyTeam[]>(() => startingTeams(party.teams));
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { send } = useHostActions(party.bookingId);
  const arrived = party.children.filter((c) => c.arrived);
  const unplaced = childrenWithoutTeam(teams, party.children);
  const rename = (id: string, change: Partial<PartyTeam>) =>
    setTeams((all) => all.map((t) => (t.id === id ? { ...t, ...change } : t)));

  const save = () => {
    const badName = teams.some((t) => !t.name.trim() || t.name.trim().length > PARTY_RULES.teamNameMax);
    setInvalid(badName ? PARTY_MESSAGES.teamName : null);
    setSaved(false);
    if (!badName)
      void send({ kind: 'teams', teams: teams.map((t) => ({ ...t, name: t.name.trim() })) }).then(() => setSaved(true));
  };

  if (arrived.length === 0) return <Text size="5">{W.noArrived}</Text>;
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2" role="group" aria-labelledby="team-count-label">
        <Text id="team-count-label" size="5" weight="bold">
          {W.teamCount}
        </Text>
        <Flex gap="3">
          {COUNTS.map((count) => (
            <Button
              key={count}
              size="4"
              aria-pressed={teams.length === count}
              variant={teams.length === count ? 'solid' : 'outline'}
              onClick={() => setTeams((all) => resizeTeams(all, count))}
              style={{ flex: 1 }}
            >
              {count}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Button size="4" variant="soft" onClick={() => setTeams((all) => splitByAge(all, party.children))}>
        {W.splitByAge}
      </Button>

      {teams.map((team, index) => (
        <TeamCard
          key={team.id}
          team={team}
          n={index + 1}
          teams={teams}
          roster={party.children}
          onChange={(change) => rename(team.id, change)}
          onMove={(childId, to) => setTeams((all) => moveChild(all, childId, to))}
        />
      ))}
      {unplaced.length > 0 && (
        <Card size="2">
          <Heading as="h2" size="5" mb="2">
            {W.notInTeam}
          </Heading>
          <ChildMoves
            list={unplaced}
            teams={teams}
            current={null}
            onMove={(id, to) => setTeams((all) => moveChild(all, id, to))}
          />
        </Card>
      )}
      <HostSaveFooter fault={invalid} saved={saved} label={W.saveTeams} savedLabel={W.teamsSaved} onSave={save} />
    </Flex>
  );
}

function TeamCard({
  team,
  n,
  teams,
  roster,
  onChange,
  onMove,
}: {
  team: PartyTeam;
  n: number;
  teams: PartyTeam[];
  roster: HostPartyChild[];
  onChange: (change: Partial<PartyTeam>) => void;
  onMove: (childId: string, teamId: string | null) => void;
}) {
  const members = team.childIds.map((id) => roster.find((c) => c.id === id)).filter((c) => c !== undefined);
  return (
    <Card size="2" style={{ borderLeft: `10px solid ${TEAM_COLOURS[team.colour].hex}` }}>
      <Flex asChild direction="column" gap="3">
        <section aria-label={team.name || W.teamName(n)}>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`team-${n}-name`} size="3" weight="bold">
              {W.teamName(n)}
            </Text>
            <TextField.Root
              id={`team-${n}-name`}
              size="3"
              value={team.name}
              maxLength={PARTY_RULES.teamNameMax}
              onChange={(e) => onChange({ name: e.target.value })}
              style={BIG_FIELD}
            />
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={`team-${n}-colour`} size="3" weight="bold">
              {W.teamColour(n)}
            </Text>
            <select
              id={`team-${n}-colour`}
              value={team.colour}
              onChange={(e) => onChange({ colour: e.target.value as PartyTeam['colour'] })}
              style={BIG_SELECT}
            >
              {TEAM_COLOUR_KEYS.map((colour) => (
                <option key={colour} value={colour}>
                  {TEAM_COLOURS[colour].label}
                </option>
              ))}
            </select>
          </Flex>
          <ChildMoves list={members} teams={teams} current={team.id} onMove={onMove} />
        </section>
      </Flex>
    </Card>
  );
}

/** Each child with the team they are in, to move them to another (or to none). */
function ChildMoves({
  list,
  teams,
  current,
  onMove,
}: {
  list: HostPartyChild[];
  teams: PartyTeam[];
  current: string | null;
  onMove: (childId: string, teamId: string | null) => void;
}) {
  return (
    <Flex asChild direction="column" gap="2">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((child) => (
          <li key={child.id}>
            <Flex align="center" gap="3">
              <Text size="5" weight="bold" style={{ flex: 1 }}>
                {child.firstName}
                {child.age !== null && <Text size="3" weight="regular">{` (${child.age})`}</Text>}
              </Text>
              <select
                aria-label={W.moveTo(child.firstName)}
                value={current ?? ''}
                onChange={(e) => onMove(child.id, e.target.value || null)}
                style={{ ...BIG_SELECT, width: '55%' }}
              >
                <option value="">{W.notInTeam}</option>
                {teams.map((team, i) => (
                  <option key={team.id} value={team.id}>
                    {team.name || W.teamName(i + 1)}
                  </option>
                ))}
              </select>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
