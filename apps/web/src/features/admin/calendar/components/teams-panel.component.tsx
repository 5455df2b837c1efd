import { Button, Card, Flex, Heading, Switch, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import type { AdminTeam } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import {
  useAddTimeOff,
  useCreateTeam,
  useRemoveTimeOff,
  useReplaceWindows,
  useUpdateTeam,
} from '@/features/admin/calendar/api/calendar.api';
import { useTeams } from '@/features/admin/shared/api/team-hosts.api';
import { DayRangeForm, DayRangeList } from '@/features/admin/shared/components/day-range-form.component';
import { TeamHosts } from './team-hosts.component';
import { WeeklyHoursEditor } from './weekly-hours-editor.component';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';

const messageOf = (error: Error) => readApiError(error).message ?? error.message;

function TeamCard({ team }: { team: AdminTeam }) {
  const [name, setName] = useState(team.name);
  const update = useUpdateTeam();
  const hours = useReplaceWindows();
  const addTimeOff = useAddTimeOff();
  const removeTimeOff = useRemoveTimeOff();
  const { toast } = useToast();
  const failed = (title: string) => (error: Error) =>
    toast({ title, description: messageOf(error), variant: 'destructive' });
  const rename = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: team.id, name }, { onError: failed('Name not saved') });
  };
  const headingId = `team-${team.id}`;
  return (
    <Card size="2" asChild>
      <article aria-labelledby={headingId}>
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
          <Heading as="h3" size="4" id={headingId}>
            {team.name}
          </Heading>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch
                checked={team.active}
                onCheckedChange={(active) =>
                  update.mutate({ id: team.id, active }, { onError: failed('Team not changed') })
                }
              />
              Active
            </Flex>
          </Text>
        </Flex>
        <form onSubmit={rename} aria-label={`Rename ${team.name}`}>
          <Flex gap="2" align="end" wrap="wrap" mb="3">
            <Text as="label" size="1">
              Name
              <TextField.Root value={name} onChange={(e) => setName(e.target.value)} />
            </Text>
            <Button type="submit" variant="soft" disabled={name.trim() === team.name}>
              Rename
            </Button>
          </Flex>
        </form>
        <TeamHosts team={team} />
        <WeeklyHoursEditor
          teamName={team.name}
          windows={team.windows}
          saving={hours.isPending}
          onSave={(windows) =>
            hours.mutate(
              { id: team.id, windows },
              {
                onSuccess: () => toast({ title: 'Hours saved', description: team.name }),
                onError: failed('Hours not saved'),
              },
            )
          }
        />
        <Text as="p" size="2" weight="medium" mt="3">
          Time off
        </Text>
        <DayRangeList
          label={`${team.name} time off`}
          ranges={team.timeOff}
          onRemove={(timeOffId) => removeTimeOff.mutate({ id: team.id, timeOffId })}
        />
        <DayRangeForm action="Add time off" onAdd={(range) => addTimeOff.mutateAsync({ id: team.id, ...range })} />
      </article>
    </Card>
  );
}

/** The business's host teams: add one, rename, (de)activate, their hosts, weekly hours, time off. */
export function TeamsPanel() {
  const teams = useTeams();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    create.mutate(name, { onSuccess: () => setName(''), onError: (e) => setError(messageOf(e)) });
  };
  return (
    <section aria-labelledby="teams-heading">
      <Heading as="h2" size="5" id="teams-heading" mb="2">
        Teams
      </Heading>
      <form onSubmit={add} aria-label="Add a team">
        <Flex gap="2" align="end" wrap="wrap" mb="3">
          <Text as="label" size="1">
            New team's name
            <TextField.Root value={name} onChange={(e) => setName(e.target.value)} />
          </Text>
          <Button type="submit" loading={create.isPending}>
            Add team
          </Button>
        </Flex>
        {error && (
          <Text as="p" size="1" color="red" role="alert" mb="2">
            {error}
          </Text>
        )}
      </form>
      {teams.isPending ? (
        <AdminListSkeleton text="Loading the teams…" />
      ) : teams.isError ? (
        <ErrorState text="The teams could not be loaded." />
      ) : (
        <Flex direction="column" gap="3">
          {teams.data.map((team) => (
            <TeamCard key={`${team.id} ${team.name} ${JSON.stringify(team.windows)}`} team={team} />
          ))}
        </Flex>
      )}
    </section>
  );
}
