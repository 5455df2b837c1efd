import type {
  CreateInvitationDto,
  InvitationReplied,
  InvitationReplyView,
  InvitationView,
  InvitedChildDto,
  PutRosterDto,
  Roster,
  RosterInvitation,
} from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, withQuery } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { rosterKeys } from './keys';

/**
 * The party roster. The host's calls go where the booking page's do, with its signed link's `token` when
 * the page was opened by it; an invited family's go by the invitation link's token alone.
 */
const rosterPath = (id: string, token: string | null, tail: string) =>
  withQuery(`/api/bookings/${encodeURIComponent(id)}${tail}`, { token });

export const useRoster = (id: string, token: string | null) =>
  useQuery(
    queryOptions({
      queryKey: rosterKeys.rosterBy(id, token),
      queryFn: () => api.get<Roster>(rosterPath(id, token, '/roster')),
      retry: false,
    }),
  );

/**
 * PUT the whole list. Raising the count re-prices the booking, so then every read of the booking (its page's price
 * and balance, /profile) is read again; an ordinary save's answer is the editor's to take (it saves as the host types).
 */
export function useSaveRoster(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useIntentMutation(async (body: PutRosterDto, key: string) => {
    const saved = (await (await apiRequest('PUT', rosterPath(id, token, '/roster'), body, key)).json()) as Roster;
    if (body.raiseChildrenCountTo !== undefined)
      void queryClient.invalidateQueries({ queryKey: rosterKeys.bookings() });
    return saved;
  });
}

/**
 * DELETE every child families added through the invitation link; the answer, the list now, replaces the one read (an
 * untouched form takes it; a touched one drops those rows itself, see RosterEditor).
 */
export function useRemoveFamilyEntries(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useIntentMutation(
    async (_body: Record<string, never>, key: string) =>
      (
        await apiRequest('DELETE', rosterPath(id, token, '/roster/family-entries'), undefined, key)
      ).json() as Promise<Roster>,
    { onSuccess: (roster) => queryClient.setQueryData(rosterKeys.rosterBy(id, token), roster) },
  );
}

/** Reads the roster again (a new link moved its version; a refused save found it closed). */
export function useRefreshRoster(id: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: rosterKeys.roster(id) });
}

/** POST a new invitation link (the old one stops) or DELETE it (turned off); the roster is read again either way. */
export function useInvitationLink(id: string, token: string | null) {
  const refresh = useRefreshRoster(id);
  const create = useIntentMutation(
    (body: CreateInvitationDto, key: string) =>
      api.post<RosterInvitation>(rosterPath(id, token, '/invitation'), body, key),
    { onSuccess: refresh },
  );
  const turnOff = useIntentMutation(
    async (_body: Record<string, never>, key: string) =>
      void (await apiRequest('DELETE', rosterPath(id, token, '/invitation'), undefined, key)),
    { onSuccess: refresh },
  );
  return { create, turnOff };
}

const invitationPath = (token: string, tail = '') => `/api/invitations/${encodeURIComponent(token)}${tail}`;

/** The invitation's read; its document (src/render-document.tsx) carries the answer the api rendered it with. */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: rosterKeys.invitation(token),
    queryFn: () => api.get<InvitationView>(invitationPath(token)),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** A family's child or its "can't come"; the answer is the invitation as it stands after, and the reply's own link. */
export function useReplyToInvitation(token: string) {
  const queryClient = useQueryClient();
  return useIntentMutation(
    (body: InvitedChildDto, key: string) => api.post<InvitationReplied>(invitationPath(token, '/children'), body, key),
    {
      onSuccess: ({ replyUrl: _link, ...view }) =>
        queryClient.setQueryData<InvitationView>(rosterKeys.invitation(token), view),
    },
  );
}

const replyPath = (token: string) => `/api/invitation-replies/${encodeURIComponent(token)}`;

/** The party as a calendar file, by the reply's own link. */
export const replyCalendarPath = (token: string) => `${replyPath(token)}/calendar.ics`;

/** The token of a reply's own link (`${PUBLIC_URL}/invitation-replies/<token>`). */
export const replyTokenOf = (replyUrl: string) => new URL(replyUrl).pathname.split('/').at(-1) ?? '';

/** A family's own reply, by the link its answer gave it. */
export const useInvitationReply = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: rosterKeys.reply(token),
      queryFn: () => api.get<InvitationReplyView>(replyPath(token)),
      retry: false,
    }),
  );

/** The family changes its reply (PUT) or withdraws it (DELETE). */
export function useChangeReply(token: string) {
  const queryClient = useQueryClient();
  const change = useIntentMutation(
    async (body: InvitedChildDto, key: string) =>
      (await apiRequest('PUT', replyPath(token), body, key)).json() as Promise<InvitationReplyView>,
    { onSuccess: (view) => queryClient.setQueryData(rosterKeys.reply(token), view) },
  );
  const withdraw = useIntentMutation(
    async (_body: Record<string, never>, key: string) =>
      void (await apiRequest('DELETE', replyPath(token), undefined, key)),
  );
  return { change, withdraw };
}
