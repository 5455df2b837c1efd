import { Box, Container, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBusinessName } from './page-title.layout';
import { BrandLogo } from './brand-logo.layout';
import { FOOTER_LINKS, LEGAL_LINKS } from './nav-links';
import type { SocialTargets } from './social-links.layout';

// Social links are optional configuration: their icons load only when at least one is set.
const SocialLinks = lazy(() => import('./social-links.layout').then((m) => ({ default: m.SocialLinks })));

interface SiteFooterProps {
  email: ReactNode;
  serviceArea: ReactNode;
  /** The postal address as Settings gives it, nothing while it is blank. */
  postalAddress: ReactNode;
  social?: SocialTargets;
}

/**
 * docs/product/pages.md#footer: quick links, e-mail, service area, postal address and social links (each only when
 * set), copyright.
 */
export function SiteFooter({ email, serviceArea, postalAddress, social }: SiteFooterProps) {
  const businessName = useBusinessName();
  return (
    <footer className="site-footer">
      <Container size="4" px="4" py="8">
        <Grid columns={{ initial: '1', sm: '3' }} gap="6">
          <Flex direction="column" gap="3">
            <BrandLogo light />
            <Text size="2" className="footer-muted">
              Screen-free competition parties with a professional MC, custom shirts and a real awards ceremony.
            </Text>
            {social && Object.values(social).some(Boolean) && (
              <Suspense fallback={null}>
                <SocialLinks social={social} />
              </Suspense>
            )}
          </Flex>
          <nav aria-label="Quick links">
            <Heading as="h2" size="3" mb="3" className="footer-heading">
              Quick Links
            </Heading>
            <ul className="footer-links">
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <Box>
            <Heading as="h2" size="3" mb="3" className="footer-heading">
              Get in Touch
            </Heading>
            <Flex direction="column" gap="2">
              <Text size="2">{email}</Text>
              <Text size="2" className="footer-muted">
                Serving {serviceArea}
              </Text>
              {postalAddress}
            </Flex>
          </Box>
        </Grid>
        <Flex
          direction={{ initial: 'column', sm: 'row' }}
          justify="between"
          gap="2"
          mt="7"
          pt="5"
          className="footer-bottom"
        >
          {/* The pre-rendered page carries its build's year: the visitor's clock may be past it. */}
          <Text size="1" suppressHydrationWarning>
            © {new Date().getFullYear()} {businessName}. All rights reserved.
          </Text>
          <nav aria-label="Legal">
            <ul className="footer-legal">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </Flex>
      </Container>
    </footer>
  );
}
