import { Button, Callout, Flex, RadioGroup, Text, TextField } from '@radix-ui/themes';
import { Dialog } from '@/components/ui/themed-parts.ui';
import { useState, type FormEvent } from 'react';
import {
  PARTY_MESSAGES,
  PARTY_RULES,
  type AdminResultCorrection,
  type PartyGameResult,
  type PartyTeam,
} from '@app/contracts';
import { DialogFormFooter } from '@/components/ui/dialog-form-footer.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { useCorrectResult } from '@/features/admin/shared/booking-detail/api/booking-party.api';
import { AT_THE_PARTY_WORDS as W } from './at-the-party-words';

const BY_POINTS = 'points';

/** Whole numbers from 0 to the most a game gives, as the server accepts them. */
const validPoints = (text: string) => /^\d+$/.test(text) && Number(text) <= PARTY_RULES.pointsMax;

interface Props {
  bookingId: string;
  game: { id: string; name: string };
  teams: PartyTeam[];
  result: PartyGameResult | undefined;
}

/**
 * "Correct" on a game (docs/product/party-day.md#the-admins-view): a small dialog to choose the winning team or every
 * team's points, starting from the result as it stands; it sends the office's correction, final results included.
 */
export function CorrectResult({ bookingId, game, teams, result }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={W.correctLabel(game.name)}>
          {W.correct}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{W.correctTitle(game.name)}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {W.correctWhy}
        </Dialog.Description>
        {/* Mounted while open only, so each opening starts again from the result as it stands. */}
        {open && (
          <CorrectionForm
            bookingId={bookingId}
            game={game}
            teams={teams}
            result={result}
            onDone={() => setOpen(false)}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CorrectionForm({ bookingId, game, teams, result, onDone }: Props & { onDone: () => void }) {
  const correct = useCorrectResult(bookingId, game.id);
  const { toast } = useToast();
  const [choice, setChoice] = useState(result?.points ? BY_POINTS : (result?.winnerTeamIds[0] ?? ''));
  const [points, setPoints] = useState<Record<string, string>>(() =>
    Object.fromEntries(teams.map((t) => [t.id, String(result?.points?.find((p) => p.teamId === t.id)?.points ?? '')])),
  );
  const [error, setError] = useState<string>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return setError(PARTY_MESSAGES.result);
    if (choice === BY_POINTS && !teams.every((t) => validPoints(points[t.id] ?? ''))) {
      return setError(PARTY_MESSAGES.points);
    }
    setError(undefined);
    const body: AdminResultCorrection =
      choice === BY_POINTS
        ? { points: teams.map((t) => ({ teamId: t.id, points: Number(points[t.id]) })) }
        : { winnerTeamId: choice };
    correct.submit(body, {
      onSuccess: () => {
        toast({ title: W.saved, description: W.savedWhy(game.name) });
        onDone();
      },
      onError: (failure) => setError(readApiError(failure).message ?? failure.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={W.correctTitle(game.name)}>
      <Flex direction="column" gap="3" mt="3">
        <RadioGroup.Root value={choice} onValueChange={setChoice} aria-label={W.correctTitle(game.name)}>
          {teams.map((team) => (
            <RadioGroup.Item key={team.id} value={team.id}>
              {W.winner(team.name)}
            </RadioGroup.Item>
          ))}
          <RadioGroup.Item value={BY_POINTS}>{W.byPoints}</RadioGroup.Item>
        </RadioGroup.Root>
        {choice === BY_POINTS &&
          teams.map((team) => (
            <Flex key={team.id} direction="column" gap="1">
              <Text as="label" htmlFor={`points-${team.id}`} size="2" weight="medium">
                {W.pointsOf(team.name)}
              </Text>
              <TextField.Root
                id={`points-${team.id}`}
                inputMode="numeric"
                autoComplete="off"
                value={points[team.id] ?? ''}
                onChange={(e) => setPoints({ ...points, [team.id]: e.target.value.trim() })}
              />
            </Flex>
          ))}
        {error && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
      </Flex>
      <DialogFormFooter action={W.save} loading={correct.isPending} />
    </form>
  );
}
