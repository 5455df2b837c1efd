import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast } from '@/testing/render.testing';
import { availabilityRoute } from '../testing/availability.fixtures';
import { renderWizard } from '../testing/render-wizard.testing';
import { VALID_DRAFT } from '../testing/wizard.fixtures';

const form = () => screen.getByRole('form');
const heading = () => screen.getByRole('heading', { level: 2 });
const next = () => within(form()).getByRole('button', { name: 'Next' });
const previous = () => within(form()).getByRole('button', { name: 'Previous' });
const gameCard = (name: string) =>
  within(screen.getByRole('region', { name: 'Games' })).getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  stubApi({ 'GET /api/custom-games': { body: [] }, 'GET /api/availability': availabilityRoute() });
});

describe('step 1, Games', () => {
  it('counts the games picked and opens Next at three, saying why until then', async () => {
    const { user } = renderWizard();
    expect(heading()).toHaveTextContent('Games');
    expect(within(form()).getByText('Select 3+ games from 20 options')).toBeInTheDocument();
    expect(screen.getByText('Selected 0/3 games. Choose 3 more.')).toBeInTheDocument();
    expect(screen.getByText('Select 3 more game(s) to continue')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(previous()).toBeDisabled();
    // The numbered steps (wide screens) and "Step 1 of 5" with its bar (phones; CSS shows one of the two).
    const progress = screen.getByRole('navigation', { name: 'Booking progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-current')),
    ).toEqual(['step', null, null, null, null]);
    expect(within(progress).getByRole('progressbar', { name: 'Step 1 of 5' })).toBeInTheDocument();
    // Intensity: Competitive unless chosen otherwise, each choice described by its example.
    expect(screen.getByRole('radio', { name: 'Competitive' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Max Intensity' })).toHaveAccessibleDescription(/^All-out races/);

    await user.click(gameCard('Tug of War'));
    await user.click(gameCard('Limbo Challenge'));
    expect(gameCard('Tug of War')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected 2/3 games. Choose 1 more.')).toBeInTheDocument();
    expect(screen.getByText('Select 1 more game(s) to continue')).toBeInTheDocument();
    expect(next()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove Limbo Challenge' }));
    expect(gameCard('Limbo Challenge')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Selected 1/3 games. Choose 2 more.')).toBeInTheDocument();

    for (const name of ['Limbo Challenge', 'Freeze Dance Off']) await user.click(gameCard(name));
    expect(screen.getByText('Perfect! 3 games selected.')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /to continue/ })).toBeNull();
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(heading()).toHaveTextContent('Details');
    expect(heading()).toHaveFocus();
    expect(within(progress).getByRole('progressbar', { name: 'Step 2 of 5' })).toBeInTheDocument();
  });
});

/** Radix's Select, as a parent uses it: open the list, pick the option. */
async function choose(user: ReturnType<typeof renderWizard>['user'], combobox: string, option: string) {
  await user.click(within(form()).getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('step 1, finding and adding games', () => {
  it('filters the grid by text and by space, a space keeping the games playable in both', async () => {
    const { user, fill } = renderWizard();
    await fill(screen.getByRole('textbox', { name: 'Search games' }), 'zzzz-no-such-game');
    expect(screen.getByText('No games found matching your criteria.')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Search games' }), 'PEGS');
    expect(gameCard('Ring Toss Champions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Tug of War/ })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Search games' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Space type' }), 'Indoor');
    const listed = (name: string) => screen.queryByRole('button', { name: new RegExp(`^${name}`) });
    for (const name of ['Limbo Challenge', 'Freeze Dance Off', 'Ring Toss Champions'])
      expect(listed(name)).not.toBeNull();
    for (const name of ['Tug of War', 'Sack Race']) expect(listed(name)).toBeNull();
  });

  it("submits the parent's own game idea and picks it for this booking while it awaits review", async () => {
    const idea = {
      id: 77,
      name: 'Pillow Relay',
      description: 'Carry a pillow on your head to the cone and back.',
      equipment: ['pillows', 'cones'],
      ageRange: '5-12',
      spaceRequired: 'Medium',
      spaceType: 'both',
      difficulty: 2,
      estimatedDuration: 15,
      status: 'pending',
      createdAt: '2026-03-02T15:00:00.000Z',
    };
    let submitted = false;
    const api = stubApi({
      'GET /api/custom-games': () => ({ body: submitted ? [idea] : [] }),
      'POST /api/custom-games': () => {
        submitted = true;
        return { status: 201, body: idea };
      },
    });
    const { user, fill } = renderWizard();
    await user.click(screen.getByRole('button', { name: /\+ Add Your Own/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Your Own Game' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Game' }));
    expect(await within(dialog).findByText('Game name is required')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Game name (required)'), idea.name);
    await fill(within(dialog).getByLabelText('Description (required)'), idea.description);
    await fill(within(dialog).getByLabelText('Equipment'), 'pillows, cones, ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Game' }));

    expect(await findToast('Custom Game Submitted!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', '/api/custom-games')[0].body).toEqual({
      name: idea.name,
      description: idea.description,
      equipment: ['pillows', 'cones'],
    });
    // The refreshed list reaches the wizard deferred (a transition): the idea's name a render later.
    expect(await screen.findByRole('button', { name: 'Remove Pillow Relay' })).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: /^Pillow Relay/ });
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveTextContent('Your idea · awaiting review');
  });
});

describe('step 2, Details', () => {
  it('opens Next once a date, a start time and an event type are chosen, and closes it for children outside 4-50', async () => {
    const { user } = renderWizard({ step: 2, values: { ...VALID_DRAFT, eventDate: '', eventTime: '', eventType: '' } });
    expect(heading()).toHaveTextContent('Details');
    expect(next()).toBeDisabled();
    expect(screen.getByText('Still needed: Event date, Event time, Event type.')).toBeInTheDocument();

    // The calendar starts at the business's today: the day before cannot be chosen.
    const calendar = await screen.findByRole('grid');
    expect(within(calendar).getByRole('button', { name: /March 1, 2026/ })).toBeDisabled();
    await user.click(within(calendar).getByRole('button', { name: /March 23, 2026/ }));
    expect(screen.getByText('Selected: Monday, March 23, 2026')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await choose(user, 'Event time', '2:15 PM');
    expect(next()).toBeDisabled();
    await choose(user, 'Event type', 'Birthday Party');
    expect(next()).toBeEnabled();

    const guests = screen.getByRole('spinbutton', { name: 'Number of children' });
    expect(guests).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: 'More children' }));
    expect(guests).toHaveValue(11);
    await user.clear(guests);
    await user.type(guests, '3');
    expect(await screen.findByText('Number of children must be between 4 and 50')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(guests, '0');
    await waitFor(() => expect(screen.queryByText('Number of children must be between 4 and 50')).toBeNull());
    expect(next()).toBeEnabled();
  });
});

describe('step 3, Location', () => {
  const field = (label: string) => screen.getByLabelText(label);

  it('shows the message (docs/product/validation.md#validation) under each field as the parent types, and the hints for the phone and the space', async () => {
    const { fill } = renderWizard({
      step: 3,
      values: {
        ...VALID_DRAFT,
        parentName: '',
        parentEmail: '',
        parentPhone: '',
        location: { address: '', city: '', state: 'TX', zipCode: '', spaceDetails: '' },
      },
    });
    expect(heading()).toHaveTextContent('Location');
    expect(next()).toBeDisabled();
    // Steps 2 to 5 are chunks of their own: the step shows once its chunk has loaded.
    await screen.findByLabelText('Parent name');
    const typed: [string, string, string][] = [
      ['Parent name', 'J', 'Parent name is required'],
      ['Email', 'jamie@', 'Valid email is required'],
      ['Phone', '555 12', 'Enter 10+ digits'],
      ['Street address', '12', 'Address is required'],
      ['City', 'S', 'City is required'],
      ['ZIP code', '733', 'ZIP code is required'],
      ['Space details', 'Lawn', 'Please describe the space'],
    ];
    for (const [label, text, message] of typed) {
      await fill(field(label), text);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByText('Please enter at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Please provide more details (minimum 10 characters)')).toBeInTheDocument();
    await fill(field('Phone'), '(555) 123-4567');
    await waitFor(() => expect(screen.queryByText('Enter 10+ digits')).toBeNull());
    expect(screen.queryByText('Please enter at least 10 digits')).toBeNull();
  });

  it("sums up steps 1-2, empties the parent's details with Clear Fields, and opens Next once they are valid again", async () => {
    const { user, fill } = renderWizard({ step: 3 });
    const summary = screen.getByRole('region', { name: 'Event summary' });
    for (const fact of [
      'Monday, March 23, 2026',
      '2:00 PM',
      'Birthday Party',
      'Tug of War, Limbo Challenge, Freeze Dance Off',
    ])
      expect(summary).toHaveTextContent(fact);
    expect(field('Child age')).toHaveValue(8);
    expect(next()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear Fields' }));
    for (const label of ['Parent name', 'Email', 'Phone']) expect(field(label)).toHaveValue('');
    expect(field('Child name')).toHaveValue('Sam');
    expect(next()).toBeDisabled();
    await fill(field('Parent name'), 'Jamie Parent');
    await fill(field('Email'), 'jamie@example.com');
    expect(next()).toBeDisabled();
    await fill(field('Phone'), '(555) 123-4567');
    await waitFor(() => expect(next()).toBeEnabled());
  });
});

describe('step 4, Review', () => {
  it('prices the booking live from libs/shared/pricing and reviews what was entered', async () => {
    renderWizard({
      step: 4,
      values: {
        ...VALID_DRAFT,
        selectedGames: [1, 2, 3, 4],
        intensity: 'high',
        guestCount: 20,
        addOns: { ...VALID_DRAFT.addOns, photography: true },
      },
    });
    expect(heading()).toHaveTextContent('Review');
    const pricing = await screen.findByRole('group', { name: 'Pricing summary' });
    for (const line of [
      'Package (4 games)$600.00',
      'Extra children (5 × $15.00)$75.00',
      'Professional Photography$199.00',
      'Total$874.00',
      'Event length: about 1 h 45 min',
    ])
      expect(pricing).toHaveTextContent(line);
    const review = screen.getByLabelText('Event review');
    expect(review).toHaveTextContent('Sam, age 8');
    expect(review).toHaveTextContent('Max Intensity');
    expect(screen.getByText('Jamie Parent · jamie@example.com · (555) 123-4567')).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Submit Booking' })).toBeEnabled();
  });

  it('goes back step by step keeping everything typed', async () => {
    const { user } = renderWizard({ step: 4 });
    // Steps 2 and 3 are chunks of their own, loaded on the way back: wait for each.
    await user.click(previous());
    expect(await screen.findByLabelText('Child name')).toHaveValue('Sam');
    await user.click(previous());
    expect(await within(form()).findByRole('combobox', { name: 'Event time' })).toHaveTextContent('2:00 PM');
    await user.click(previous());
    expect(gameCard('Freeze Dance Off')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Competitive' })).toBeChecked();
    expect(previous()).toBeDisabled();
  });
});
