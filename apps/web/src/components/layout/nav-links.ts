/** docs/product/pages.md#routes header links, in order. */
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

/** The legal pages: in the footer and beside the pay button. */
export const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
] as const;
