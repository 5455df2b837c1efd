/** SPEC §2 header links, in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/packages', label: 'Packages' },
  { to: '/competitions', label: 'Games' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export const FOOTER_LINKS = [
  { to: '/packages', label: 'Packages' },
  { to: '/competitions', label: 'Games' },
  { to: '/profile', label: 'My Bookings' },
  { to: '/gallery', label: 'Gallery' },
] as const;
