import { Box, Container, Flex, IconButton } from '@radix-ui/themes';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button.ui';
import { BrandLogo } from './brand-logo.layout';
import { NAV_LINKS } from './nav-links';

// Only small screens ever open it: fetched on first open.
const MobileMenu = lazy(() => import('./mobile-menu.layout').then((m) => ({ default: m.MobileMenu })));
import { Cross1Icon, HamburgerMenuIcon } from '@radix-ui/react-icons';

interface SiteHeaderProps {
  /** The phone number as rendered by the caller (business facts load from the API). */
  phone: ReactNode;
  profileMenu: ReactNode;
}

/**
 * Fixed header (docs/product/pages.md#routes): links with the active one highlighted, Book Now, the profile menu and
 * the mobile menu.
 */
export function SiteHeader({ phone, profileMenu }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A followed link closes the menu; so does Escape.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <Container size="4" px="4">
        <Flex align="center" justify="between" gap="4" className="site-header-bar">
          <BrandLogo />
          <nav aria-label="Main" className="desktop-nav">
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className="nav-link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Flex align="center" gap="3">
            <Box display={{ initial: 'none', sm: 'block' }}>
              <LinkButton to="/booking" size="2" className="book-now">
                Book Now
              </LinkButton>
            </Box>
            {profileMenu}
            <IconButton
              variant="soft"
              size="3"
              className="menu-toggle"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? (
                <Cross1Icon width="18" height="18" aria-hidden />
              ) : (
                <HamburgerMenuIcon width="18" height="18" aria-hidden />
              )}
            </IconButton>
          </Flex>
        </Flex>
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu phone={phone} />
        </Suspense>
      )}
    </header>
  );
}
