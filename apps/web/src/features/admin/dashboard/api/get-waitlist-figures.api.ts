import type { DayRange, WaitlistFigures } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { waitlistFigureKeys } from './keys';

/**
 * GET /api/admin/waitlist/figures?from=&to=: the period's families joined, times offered, offers booked and lapsed.
 * The previous period's stay on screen while another loads, as the other figures do.
 */
export const useWaitlistFigures = ({ from, to }: DayRange) =>
  useQuery({
    queryKey: waitlistFigureKeys.period({ from, to }),
    queryFn: () => api.get<WaitlistFigures>('/api/admin/waitlist/figures', { from, to }),
    placeholderData: keepPreviousData,
  });
