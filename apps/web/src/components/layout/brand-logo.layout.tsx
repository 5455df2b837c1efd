import { Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

/** The wordmark: a trophy badge plus the name; links home. */
export function BrandLogo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className={`brand ${light ? 'brand--light' : ''}`} aria-label="Champions Party home">
      <Flex align="center" gap="2">
        <img src="/images/logo.svg" alt="" width="36" height="36" />
        <Text size="5" weight="bold" className="display brand-name">
          Champions Party
        </Text>
      </Flex>
    </Link>
  );
}
