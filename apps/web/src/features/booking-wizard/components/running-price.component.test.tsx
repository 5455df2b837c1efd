import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

const price = () => screen.getByRole('complementary', { name: 'Your price' });
const lines = () => within(price()).getByRole('group', { name: 'Price so far' });
const gameCard = (name: string) =>
  within(screen.getByRole('region', { name: 'Games' })).getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
});

describe('the running price', () => {
  it('follows the games from step 1 and says when a game moves the package', async () => {
    const { user } = renderWizard();
    expect(lines()).toHaveTextContent('Package (3 games)$400.00');
    expect(lines()).toHaveTextContent('Total$400.00');
    for (const name of ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off']) await user.click(gameCard(name));
    expect(within(price()).getByRole('status')).toHaveTextContent('');

    await user.click(gameCard('Ring Toss Champions'));
    expect(within(price()).getByRole('status')).toHaveTextContent('4 games: the $600 package');
    expect(lines()).toHaveTextContent('Total$600.00');
    expect(lines()).toHaveTextContent('Event length: about 1 h 45 min');
  });

  it('opens and closes its lines from the bar (phones)', async () => {
    const { user } = renderWizard();
    const toggle = within(price()).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(price()).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts from the package chosen on /packages and shows its games', () => {
    renderWizard(undefined, undefined, { chosenPackage: { name: 'Grand Championship', gamesIncluded: 6 } });
    expect(screen.getByText('Grand Championship ($800): choose 6 or more games.')).toBeInTheDocument();
    expect(lines()).toHaveTextContent('Package (6 games)$800.00');
  });

  it('asks before games that make another package switch it, and switches when the parent agrees', async () => {
    const onLeavePackage = vi.fn();
    const { user } = renderWizard({ step: 1, values: VALID_DRAFT }, undefined, {
      chosenPackage: { name: 'Grand Championship', gamesIncluded: 6 },
      onLeavePackage,
    });
    expect(
      await screen.findByText('3 games is the $400 package: switch? Grand Championship ($800) takes 6 or more games.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Perfect! 3 games selected.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Switch to the $400 package' }));
    expect(onLeavePackage).toHaveBeenCalledTimes(1);
  });
});
