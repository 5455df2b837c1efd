import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startAdopting, useHydrated } from './use-hydrated.hook';

/** Records what each render of a component read. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'as built'}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useHydrated', () => {
  it('on the adopted page, renders as the build did first, then turns true without the visitor doing anything', async () => {
    window.history.replaceState(null, '', '/booking');
    startAdopting();
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(await screen.findByText('hydrated')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('is true at once in a component first drawn after the visitor left the adopted page', async () => {
    window.history.replaceState(null, '', '/booking');
    startAdopting();
    window.history.pushState(null, '', '/packages');
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    await waitFor(() => expect(screen.getByText('hydrated')).toBeInTheDocument());
    expect(seen.every(Boolean)).toBe(true);
  });
});
