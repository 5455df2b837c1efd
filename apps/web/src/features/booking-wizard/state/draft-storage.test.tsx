import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { GAMES, SITE } from '../testing/wizard.fixtures';

/**
 * A page load: the wizard's modules evaluated afresh (the draft atoms read sessionStorage when they are created, as
 * on a real load), then rendered as /booking renders it.
 */
async function loadWizard() {
  vi.resetModules();
  const [{ renderWithProviders }, { BookingWizard }] = await Promise.all([
    import('@/testing/render.testing'),
    import('../components/booking-wizard.component'),
  ]);
  return renderWithProviders(
    <BookingWizard games={GAMES} gamesLoading={false} gamesFailed={false} site={SITE} payment={() => null} />,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 });
const gameCard = (name: string) =>
  within(screen.getByRole('region', { name: 'Games' })).getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  stubApi({ 'GET /api/custom-games': { body: [] } });
});

describe("the wizard's draft (sessionStorage)", () => {
  it('brings a reloaded page back to the step and the answers the parent left, without moving the focus', async () => {
    const first = await loadWizard();
    for (const name of ['Tug of War', 'Limbo Challenge', 'Sack Race']) await first.user.click(gameCard(name));
    await first.user.click(screen.getByRole('radio', { name: 'Max Intensity' }));
    // A fresh load: Next opens once the validators' chunk, asked for with the first game, has arrived.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.click(await screen.findByRole('button', { name: 'More children' }));
    first.unmount();

    const reloaded = await loadWizard();
    expect(heading()).toHaveTextContent('Details');
    expect(heading()).not.toHaveFocus();
    expect(await screen.findByRole('spinbutton', { name: 'Number of children' })).toHaveValue(11);
    await reloaded.user.click(screen.getByRole('button', { name: 'Previous' }));
    for (const name of ['Tug of War', 'Limbo Challenge', 'Sack Race'])
      expect(gameCard(name)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Max Intensity' })).toBeChecked();
    reloaded.unmount();
  });

  it("keeps step 3's answers over a reload, the child's age included (blank until typed)", async () => {
    sessionStorage.setItem('booking-wizard:step', '3');
    sessionStorage.setItem(
      'booking-wizard:contact',
      JSON.stringify({
        parentName: 'Jamie Parent',
        parentEmail: 'jamie@example.com',
        parentPhone: '(512) 555-0142',
        childName: 'Sam',
        childAge: 8,
      }),
    );
    const view = await loadWizard();
    expect(await screen.findByLabelText('Parent name')).toHaveValue('Jamie Parent');
    expect(screen.getByLabelText('Child age')).toHaveValue(8);
    view.unmount();
  });

  it('starts afresh from a stored draft it cannot read', async () => {
    sessionStorage.setItem('booking-wizard:step', '{"step":');
    sessionStorage.setItem('booking-wizard:games', 'Tug of War');
    const view = await loadWizard();
    expect(heading()).toHaveTextContent('Games');
    expect(screen.getByText('Selected 0/3 games. Choose 3 more.')).toBeInTheDocument();
    view.unmount();
  });

  it('sets aside a draft an older release left in another shape, and keeps the parts that still fit', async () => {
    sessionStorage.setItem('booking-wizard:step', '3');
    sessionStorage.setItem('booking-wizard:games', '[1,2,5]');
    // From before the add-ons were kept in the draft, when the address was one line of text.
    sessionStorage.setItem('booking-wizard:venue', '{"eventTheme":"","location":"12 Oak Street, Springfield"}');
    const view = await loadWizard();
    expect(heading()).toHaveTextContent('Location');
    expect(await screen.findByLabelText(/^City/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /Professional Photography/ })).not.toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    await view.user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(gameCard('Sack Race')).toHaveAttribute('aria-pressed', 'true');
    view.unmount();
  });

  it("discards an old release's draft whose values its parts no longer accept, field by field", async () => {
    // Games kept by name, a step past the last, an event type no longer offered, an age kept as text.
    sessionStorage.setItem('booking-wizard:games', '["Tug of War","Sack Race","Limbo Challenge"]');
    sessionStorage.setItem('booking-wizard:step', '6');
    sessionStorage.setItem(
      'booking-wizard:event',
      JSON.stringify({ eventDate: '2031-06-14', eventTime: '14:00', guestCount: 12, eventType: 'wedding' }),
    );
    sessionStorage.setItem(
      'booking-wizard:contact',
      JSON.stringify({ parentName: 'Jamie', parentEmail: '', parentPhone: '', childName: 'Sam', childAge: '8' }),
    );
    const view = await loadWizard();
    expect(heading()).toHaveTextContent('Games');
    expect(screen.getByText('Selected 0/3 games. Choose 3 more.')).toBeInTheDocument();
    // The modules loadWizard evaluated afresh, and so the atoms its store holds.
    const [{ eventDetailsAtom, EMPTY_EVENT_DETAILS }, { contactDetailsAtom, EMPTY_CONTACT_DETAILS }] =
      await Promise.all([import('./event-details.atom'), import('./contact-details.atom')]);
    expect(view.store.get(eventDetailsAtom)).toEqual(EMPTY_EVENT_DETAILS);
    expect(view.store.get(contactDetailsAtom)).toEqual(EMPTY_CONTACT_DETAILS);
    view.unmount();
  });
});
