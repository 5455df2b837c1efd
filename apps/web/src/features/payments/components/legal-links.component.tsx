import { Flex, Link, Text } from '@radix-ui/themes';
import { LEGAL_LINKS } from '@/components/layout/nav-links';

/**
 * The terms beside the pay button: what a parent agrees to, one tap away. In a new tab, so the payment in progress
 * stays where it is.
 */
export function LegalLinks() {
  return (
    <Flex asChild gap="3" wrap="wrap">
      <nav aria-label="Policies">
        {LEGAL_LINKS.map((link) => (
          <Text size="2" key={link.to}>
            <Link href={link.to} target="_blank" rel="noopener" className="tap-target">
              {link.label}
            </Link>
          </Text>
        ))}
      </nav>
    </Flex>
  );
}
