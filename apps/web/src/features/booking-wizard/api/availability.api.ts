import { queryOptions, useQuery } from '@tanstack/react-query';
import { AVAILABILITY_RULES, type AvailabilityQuery, type AvailabilityResponse } from '@app/contracts';
import { api } from '@/lib/api-client';
import { bookingWizardKeys } from './keys';

/** GET /api/availability: the free start times of each day of the range for a game count. */
export const availabilityQueryOptions = (query: AvailabilityQuery) =>
  queryOptions({
    queryKey: bookingWizardKeys.availabilityOf(query),
    queryFn: () => api.get<AvailabilityResponse>('/api/availability', { ...query }),
    // Other parents book all the time: read again whenever step 2 shows the month, not from a minute-old cache.
    staleTime: 0,
    refetchOnMount: 'always',
    // React-query's default ('online') pauses a read while the browser is offline, and a paused read is neither loading
    // nor failed: step 2 showed a disabled time list without a word. Sent anyway, it fails at once and step 2 says it
    // could not check the free times (Try again reads them once the network is back).
    networkMode: 'always',
  });

/** `query` null: nothing to ask yet (no game count the API accepts). */
export const useAvailability = (query: AvailabilityQuery | null) =>
  useQuery({
    ...availabilityQueryOptions(query ?? { from: '', to: '', games: 0 }),
    enabled: query !== null && query.games >= AVAILABILITY_RULES.gamesMin && query.games <= AVAILABILITY_RULES.gamesMax,
  });
