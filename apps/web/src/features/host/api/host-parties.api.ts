import type { HostParty } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in host's own data: dropped on sign-in and sign-out with the rest (user-scoped-queries.ts). */
const HOST = ['host'] as const;

/** The parties of the host's teams on one business day (yyyy-MM-dd), in time order as the api sends them. */
export const useHostPartiesOn = (day: string | undefined) =>
  useQuery({
    queryKey: [...HOST, 'parties', day],
    queryFn: () => api.get<HostParty[]>('/api/host/parties', { from: day, to: day }),
    enabled: day !== undefined,
  });

/** Where one party is kept: its read, and the answer of each action on it. */
export const hostPartyKey = (id: string) => [...HOST, 'party', id] as const;

/** One party of the host's teams; 404 for another team's or one that no longer exists. */
export const useHostParty = (id: string) =>
  useQuery({ queryKey: hostPartyKey(id), queryFn: () => api.get<HostParty>(`/api/host/parties/${id}`) });
