import type { HostParty } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/lib/api-client';
import { projectParty } from '../outbox/apply-action';
import { useWaitingActions } from '../outbox/use-outbox.hook';
import { hostKeys } from './keys';

/** The parties of the host's teams on one business day (yyyy-MM-dd), in time order as the api sends them. */
export const useHostPartiesOn = (day: string | undefined) =>
  useQuery({
    queryKey: hostKeys.parties(day),
    queryFn: () => api.get<HostParty[]>('/api/host/parties', { from: day, to: day }),
    enabled: day !== undefined,
  });

/**
 * One party of the host's teams; 404 for another team's or one that no longer exists. What it shows is the read with
 * the phone's waiting actions done (docs/product/party-day.md#offline), so a check-in shows at once, signal or not.
 */
export function useHostParty(id: string) {
  const read = useQuery({ queryKey: hostKeys.party(id), queryFn: () => api.get<HostParty>(`/api/host/parties/${id}`) });
  const waiting = useWaitingActions(id);
  const data = useMemo(() => read.data && projectParty(read.data, waiting), [read.data, waiting]);
  return (data === read.data ? read : { ...read, data }) as typeof read;
}
