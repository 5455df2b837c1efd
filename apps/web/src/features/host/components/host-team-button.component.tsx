import { Button } from '@radix-ui/themes';
import { TEAM_COLOURS, type PartyTeam } from '@app/contracts';

/** A team as one big button with its colour down the side, pressed when chosen (a game's winner, the champions). */
export function HostTeamButton({ team, pressed, onClick }: { team: PartyTeam; pressed: boolean; onClick: () => void }) {
  return (
    <Button
      size="4"
      aria-pressed={pressed}
      variant={pressed ? 'solid' : 'outline'}
      highContrast
      onClick={onClick}
      style={{ justifyContent: 'flex-start', borderLeft: `12px solid ${TEAM_COLOURS[team.colour].hex}` }}
    >
      {pressed ? '✓ ' : ''}
      {team.name}
    </Button>
  );
}
