import { Badge, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { AdminCustomGame, CustomGameReviewStatus } from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { useToast } from '@/components/ui/toast';
import { useCustomGameSubmissions, useReviewCustomGame } from '@/features/admin/custom-games/api/custom-games.api';
import { capitalised } from '@/features/admin/shared/components/admin-format';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { AdminListSkeleton } from '@/features/admin/shared/components/admin-list-skeleton.component';

const STATUS_COLORS = { pending: 'amber', approved: 'green', rejected: 'red' } as const;

function submitterText({ submitter }: AdminCustomGame): string {
  if (!submitter.userId) return 'An anonymous visitor (no account)';
  const who = submitter.name
    ? `${submitter.name} (${submitter.username})`
    : (submitter.username ?? 'A deleted account');
  return submitter.email ? `${who} · ${submitter.email}` : who;
}

function SubmissionCard({ game }: { game: AdminCustomGame }) {
  const review = useReviewCustomGame();
  const at = useAdminDateTime();
  const { toast } = useToast();
  const decide = (status: CustomGameReviewStatus) =>
    review.mutate(
      { id: game.id, status },
      {
        onSuccess: () =>
          toast({
            title: status === 'approved' ? 'Game approved' : 'Game rejected',
            description:
              status === 'approved' ? `${game.name} is now in the public games list.` : `${game.name} stays private.`,
          }),
        onError: (error) => toast({ title: 'Review not saved', description: error.message, variant: 'destructive' }),
      },
    );
  const headingId = `custom-game-${game.id}`;
  return (
    <Card size="2" asChild>
      <article aria-labelledby={headingId}>
        <Flex justify="between" gap="2" align="start">
          <Text as="p" size="4" weight="bold" id={headingId}>
            {game.name}
          </Text>
          <Badge color={STATUS_COLORS[game.status]} highContrast>
            {capitalised(game.status)}
          </Badge>
        </Flex>
        <Text as="p" size="2" my="2">
          {game.description}
        </Text>
        {game.equipment.length > 0 && (
          <Text as="p" size="2" color="gray">
            Equipment: {game.equipment.join(', ')}
          </Text>
        )}
        <Text as="p" size="2" color="gray">
          Submitted by {submitterText(game)} on {at(game.createdAt)}
        </Text>
        <Flex gap="2" mt="3">
          {game.status !== 'approved' && (
            <Button size="2" color="green" loading={review.isPending} onClick={() => decide('approved')}>
              Approve
            </Button>
          )}
          {game.status !== 'rejected' && (
            <Button size="2" variant="soft" color="red" loading={review.isPending} onClick={() => decide('rejected')}>
              {game.status === 'approved' ? 'Withdraw' : 'Reject'}
            </Button>
          )}
        </Flex>
      </article>
    </Card>
  );
}

/**
 * docs/product/pages.md#custom-games: submitted custom games awaiting review first; an approved one joins the public
 * games list.
 */
export function CustomGamesPanel() {
  const { data, isPending, isError } = useCustomGameSubmissions();
  return (
    <section aria-labelledby="custom-games-heading">
      <Heading as="h2" size="5" mb="3" id="custom-games-heading">
        Custom game ideas
      </Heading>
      {isPending ? (
        <AdminListSkeleton text="Loading custom games..." />
      ) : isError ? (
        <ErrorState text="Failed to load custom games. Please try again later." />
      ) : !data.length ? (
        <EmptyState title="No custom games submitted yet." />
      ) : (
        <Grid columns={{ initial: '1', md: '2' }} gap="3">
          {data.map((game) => (
            <SubmissionCard key={game.id} game={game} />
          ))}
        </Grid>
      )}
    </section>
  );
}
