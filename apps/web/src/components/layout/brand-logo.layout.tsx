import { Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useBusinessName } from './page-title.layout';

/** The wordmark: a trophy badge plus the business's saved name; links home. */
export function BrandLogo({ light = false }: { light?: boolean }) {
  const businessName = useBusinessName();
  return (
    <Link to="/" className={`brand ${light ? 'brand--light' : ''}`} aria-label={`${businessName} home`}>
      <Flex align="center" gap="2">
        <img src="/images/logo.svg" alt="" width="36" height="36" />
        <Text size="5" weight="bold" className="display brand-name">
          {businessName}
        </Text>
      </Flex>
    </Link>
  );
}
