import { ADMIN_PAGES, adminPagePath, type AdminPage } from '@app/contracts';

const PAGES = Object.keys(ADMIN_PAGES) as AdminPage[];

/** The URL parameters of the figures' period: they follow the admin from section to section. */
const PERIOD_PARAMS = ['period', 'periodFrom', 'periodTo'] as const;

/**
 * The bookings table's parameters. Before each section had its own address the table was /admin's default tab, so a
 * bookmark or an e-mailed link such as /admin?booking=<id> or /admin?status=pending meant the bookings.
 */
const TABLE_PARAMS = ['page', 'pageSize', 'sort', 'status', 'from', 'to', 'q', 'booking'];

/** The admin page at `pathname` (/admin, /admin/<section>, with or without a trailing slash), if it is one. */
export function adminPageAt(pathname: string): AdminPage | undefined {
  const match = /^\/admin(?:\/([^/]+))?\/*$/i.exec(pathname);
  if (!match) return undefined;
  const section = match[1]?.toLowerCase() ?? 'dashboard';
  return PAGES.find((page) => page === section && (page !== 'dashboard' || !match[1]));
}

/**
 * Where an old address of the admin area now lives: /admin?tab=<section>&... (the sections were tabs of one page) or
 * /admin?<the bookings table's state> → that section's own path, with the other parameters kept. Undefined when
 * `params` (of /admin) asks for the dashboard itself.
 */
export function movedAdminAddress(params: URLSearchParams): { pathname: string; search: string } | undefined {
  const tab = params.get('tab');
  const kept = new URLSearchParams(params);
  kept.delete('tab');
  const page =
    tab !== null
      ? (PAGES.find((p) => p === tab && p !== 'dashboard') ?? 'bookings')
      : TABLE_PARAMS.some((key) => params.has(key))
        ? 'bookings'
        : undefined;
  if (!page) return undefined;
  const search = kept.toString();
  return { pathname: adminPagePath(page), search: search ? `?${search}` : '' };
}

/** A link to another admin page: a clean address but for the figures' period, which stays as the admin chose it. */
export function adminPageLink(page: AdminPage, current: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const key of PERIOD_PARAMS) if (current.has(key)) next.set(key, current.get(key)!);
  const search = next.toString();
  return `${adminPagePath(page)}${search ? `?${search}` : ''}`;
}
