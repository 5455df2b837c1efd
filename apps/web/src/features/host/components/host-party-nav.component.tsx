import { Button } from '@radix-ui/themes';
import { Link, useLocation } from 'react-router-dom';
import { PARTY_WORDS as W } from '../party-day-words';
import { PARTY_SCREENS, partyPath } from '../party-screens';

/** How much room the bar takes at the foot of the screen, kept free under the content so nothing hides behind it. */
export const PARTY_NAV_SPACE = 128;

/**
 * The bar at the foot of every party screen: the day's six screens within a thumb's reach, two rows of three so each
 * word stays large; the screen open is marked (aria-current).
 */
export function HostPartyNav({ partyId }: { partyId: string }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={W.screensNav}
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 2,
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 6,
        padding: 8,
        background: 'var(--color-panel-solid)',
        borderTop: '2px solid var(--gray-a7)',
      }}
    >
      {PARTY_SCREENS.map((screen) => {
        const to = partyPath(partyId, screen);
        const current = pathname.replace(/\/+$/, '') === to;
        return (
          <Button
            key={screen}
            asChild
            size="4"
            variant={current ? 'solid' : 'soft'}
            style={{ paddingInline: 4, fontSize: 'var(--font-size-3)' }}
          >
            <Link to={to} aria-current={current ? 'page' : undefined}>
              {W.screens[screen]}
            </Link>
          </Button>
        );
      })}
    </nav>
  );
}
