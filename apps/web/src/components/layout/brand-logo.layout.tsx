import { Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';

/** The wordmark: a trophy badge plus the name; links home. */
export function BrandLogo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" className={`brand ${light ? 'brand--light' : ''}`} aria-label="Champions Party home">
      <Flex align="center" gap="2">
        <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden focusable="false">
          <circle cx="18" cy="18" r="18" fill="#6e56cf" />
          <path d="M11 9h14v5a7 7 0 0 1-14 0z" fill="#ffc53d" />
          <path d="M11 11H7.5a3.5 3.5 0 0 0 3.9 4.6M25 11h3.5a3.5 3.5 0 0 1-3.9 4.6" fill="none" stroke="#ffc53d" strokeWidth="2" />
          <rect x="16" y="20" width="4" height="5" fill="#ffc53d" />
          <rect x="12" y="25" width="12" height="3" rx="1" fill="#ffc53d" />
        </svg>
        <Text size="5" weight="bold" className="display brand-name">
          Champions Party
        </Text>
      </Flex>
    </Link>
  );
}
