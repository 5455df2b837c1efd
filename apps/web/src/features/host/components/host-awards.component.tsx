import { Button, Card, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import {
  certificateTitleOf,
  championTeamIdsOf,
  PARTY_MESSAGES,
  PARTY_RULES,
  resultsAreFinal,
  type HostParty,
  type SpecialAward,
} from '@app/contracts';
import { BIG_FIELD, BIG_SELECT } from '../field-sizes';
import { PARTY_WORDS as W } from '../party-day-words';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostCertificates } from './host-certificates.component';
import { HostFinalAwards, HostGameWinners } from './host-final-awards.component';
import { HostSaveFooter } from './host-save-footer.component';
import { HostSection } from './host-section.component';
import { HostTeamButton } from './host-team-button.component';

/** The first fault of the host's awards, in the server's words; null when they may be saved. */
function awardsFault(special: SpecialAward[]): string | null {
  if (special.some((a) => !a.title.trim() || a.title.trim().length > PARTY_RULES.awardTitleMax))
    return PARTY_MESSAGES.awardTitle;
  if (special.some((a) => !a.childId)) return PARTY_MESSAGES.awardChild;
  if (new Set(special.map((a) => a.childId)).size < special.length) return PARTY_MESSAGES.awards;
  return null;
}

/**
 * Awards (docs/product/party-day.md#the-hosts-screens): the champions (the leaderboard's first unless the host chooses), each
 * game's winner, the host's own awards for named children, then each child's certificate title and the certificates.
 * Once the results are final the awards are shown as they stand, to read only; the certificates stay.
 */
export function HostAwards({ party }: { party: HostParty }) {
  const arrived = party.children.filter((c) => c.arrived);
  return (
    <Flex direction="column" gap="5">
      {resultsAreFinal(party) ? <HostFinalAwards party={party} /> : <AwardsEditor party={party} />}
      <HostSection title={W.certificates} gap="3">
        <ul aria-label={W.certificates} style={{ margin: 0, paddingLeft: '1.2em' }}>
          {arrived.map((child) => (
            <li key={child.id}>
              <Text size="5">
                {child.firstName}: <strong>{certificateTitleOf(child.id, party)}</strong>
              </Text>
            </li>
          ))}
        </ul>
        <HostCertificates partyId={party.bookingId} />
      </HostSection>
    </Flex>
  );
}

function AwardsEditor({ party }: { party: HostParty }) {
  const [champion, setChampion] = useState<string | null>(party.awards.championTeamId);
  const [special, setSpecial] = useState<SpecialAward[]>(party.awards.special);
  const [fault, setFault] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { send } = useHostActions(party.bookingId);
  const arrived = party.children.filter((c) => c.arrived);
  const teamName = (id: string) => party.teams.find((t) => t.id === id)?.name ?? id;
  const boardFirst = championTeamIdsOf({ ...party, awards: { championTeamId: null, special: [] } });
  const change = (i: number, award: Partial<SpecialAward>) =>
    setSpecial((all) => all.map((a, j) => (j === i ? { ...a, ...award } : a)));

  const save = () => {
    const found = awardsFault(special);
    setFault(found);
    setSaved(false);
    if (!found)
      void send({
        kind: 'awards',
        special: special.map((a) => ({ ...a, title: a.title.trim() })),
        championTeamId: champion,
      }).then(() => setSaved(true));
  };

  return (
    <>
      <HostSection title={W.champions}>
        <Button
          size="4"
          aria-pressed={champion === null}
          variant={champion === null ? 'solid' : 'outline'}
          onClick={() => setChampion(null)}
          style={{ height: 'auto', minHeight: 48, whiteSpace: 'normal' }}
        >
          {boardFirst.length ? W.championsFromBoard(boardFirst.map(teamName).join(', ')) : W.championsNotYet}
        </Button>
        {party.teams.map((team) => (
          <HostTeamButton
            key={team.id}
            team={team}
            pressed={champion === team.id}
            onClick={() => setChampion(team.id)}
          />
        ))}
      </HostSection>

      <HostGameWinners party={party} />

      <HostSection title={W.specialAwards} gap="3">
        {special.map((award, i) => (
          <Card key={i} size="2">
            <Flex direction="column" gap="2">
              <Text as="label" htmlFor={`award-${i}-title`} size="3" weight="bold">
                {W.awardTitle(i + 1)}
              </Text>
              <TextField.Root
                id={`award-${i}-title`}
                value={award.title}
                maxLength={PARTY_RULES.awardTitleMax}
                onChange={(e) => change(i, { title: e.target.value })}
                style={BIG_FIELD}
              />
              <Text as="label" htmlFor={`award-${i}-child`} size="3" weight="bold">
                {W.awardChild(i + 1)}
              </Text>
              <select
                id={`award-${i}-child`}
                value={award.childId}
                onChange={(e) => change(i, { childId: e.target.value })}
                style={BIG_SELECT}
              >
                <option value="">{W.chooseChild}</option>
                {arrived.map((child) => (
                  <option key={child.id} value={child.id}>
                    {child.firstName}
                  </option>
                ))}
              </select>
              <Button
                size="4"
                variant="soft"
                color="red"
                onClick={() => setSpecial((all) => all.filter((_, j) => j !== i))}
              >
                {W.removeAward(i + 1)}
              </Button>
            </Flex>
          </Card>
        ))}
        {special.length < Math.min(PARTY_RULES.specialAwardsMax, arrived.length) && (
          <Button size="4" variant="soft" onClick={() => setSpecial((all) => [...all, { title: '', childId: '' }])}>
            {W.addAward}
          </Button>
        )}
      </HostSection>

      <HostSaveFooter fault={fault} saved={saved} label={W.saveAwards} savedLabel={W.awardsSaved} onSave={save} />
    </>
  );
}
