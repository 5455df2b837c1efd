import { Container, Flex, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button.ui';
import { NAV_LINKS } from './nav-links';
import { MobileIcon } from '@radix-ui/react-icons';

/** The small-screen menu: the same links, Book Now and the phone number (docs/product/pages.md#routes). */
export function MobileMenu({ phone }: { phone: ReactNode }) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="mobile-menu">
      <Container size="4" px="4" py="3">
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className="mobile-link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Separator size="4" my="3" />
        <Flex direction="column" gap="3" pb="2">
          <Flex align="center" gap="2" className="mobile-phone">
            <MobileIcon aria-hidden />
            <Text size="3" weight="medium">
              {phone}
            </Text>
          </Flex>
          <LinkButton to="/booking" size="3">
            Book Now
          </LinkButton>
        </Flex>
      </Container>
    </nav>
  );
}
