import { Grid, Heading, Text } from '@radix-ui/themes';
import { periodWords, WAITLIST_OFFICE_WORDS as W, type DayRange, type WaitlistFigures } from '@app/contracts';
import { useWaitlistFigures } from '@/features/admin/dashboard/api/get-waitlist-figures.api';
import { StatCard } from './stat-cards.component';

const FIGURES = Object.keys(W.figures) as (keyof WaitlistFigures)[];

/**
 * The waiting list's figures for the period the dashboard's picker chose (docs/product/waitlist.md#the-office): the
 * families who joined, the times offered, the offers booked and the ones that lapsed, each on the day it happened.
 */
export function WaitlistFiguresCards({ range }: { range: DayRange }) {
  const { data, isError, isPlaceholderData } = useWaitlistFigures(range);
  const days = periodWords(range);
  return (
    <section aria-labelledby="waitlist-figures-heading">
      <Heading as="h3" size="4" mb="2" id="waitlist-figures-heading">
        {W.figuresHeading}
      </Heading>
      {isError ? (
        <Text as="p" size="2" color="red">
          {W.figuresFailed}
        </Text>
      ) : (
        <Grid
          columns={{ initial: '1', xs: '2', md: '4' }}
          gap="4"
          role="group"
          aria-label={`${W.figuresHeading}: ${days}`}
          aria-busy={!data || isPlaceholderData}
        >
          {FIGURES.map((key) => (
            <StatCard
              key={key}
              label={W.figures[key]}
              value={data ? data[key].toLocaleString('en-US') : '…'}
              notes={[W.figuresNote(days)]}
            />
          ))}
        </Grid>
      )}
    </section>
  );
}
