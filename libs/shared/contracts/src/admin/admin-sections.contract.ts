import type { ClientRoute } from '../site/client-routes.contract';

type SectionOf<Route> = Route extends `/admin/${infer Section}` ? Section : never;

/** A section of the admin area at /admin/<section>, as CLIENT_ROUTES lists them (so a reload serves the SPA). */
export type AdminSection = SectionOf<ClientRoute>;

/** The dashboard at /admin itself, or one of its sections. */
export type AdminPage = 'dashboard' | AdminSection;

/**
 * The admin area's pages in the order of its section bar: the link's words and the document's title. Keyed by every
 * section CLIENT_ROUTES serves, so a section cannot be served without a place in the bar, nor the other way round.
 */
export const ADMIN_PAGES = {
  dashboard: { label: 'Dashboard', title: 'Admin Dashboard' },
  bookings: { label: 'Bookings', title: 'Bookings · Admin' },
  calendar: { label: 'Calendar', title: 'Calendar · Admin' },
  hosts: { label: 'Hosts', title: 'Hosts · Admin' },
  shirts: { label: 'Shirts', title: 'Shirts · Admin' },
  'promo-codes': { label: 'Promo codes', title: 'Promo codes · Admin' },
  'custom-games': { label: 'Custom games', title: 'Custom games · Admin' },
  messages: { label: 'Messages', title: 'Messages · Admin' },
  reviews: { label: 'Reviews', title: 'Reviews · Admin' },
  photos: { label: 'Photos', title: 'Photos · Admin' },
  settings: { label: 'Settings', title: 'Settings · Admin' },
} as const satisfies Record<AdminPage, { label: string; title: string }>;

export const ADMIN_AREA_WORDS = {
  heading: 'Admin Dashboard',
  sectionBar: 'Admin sections',
  /** The phone's button that opens the sections' menu, naming the page shown. */
  sectionMenu: (current: string) => `Sections: ${current}`,
  queueDashboard: 'Queue dashboard',
  /** The Messages link's words while messages wait unread. */
  messagesUnread: (unread: number) => `Messages (${unread} unread)`,
} as const;

/** Where an admin page lives. */
export const adminPagePath = (page: AdminPage): string => (page === 'dashboard' ? '/admin' : `/admin/${page}`);
