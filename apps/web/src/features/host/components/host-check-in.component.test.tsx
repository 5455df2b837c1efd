import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAYMENT_MESSAGES, ROSTER_MESSAGES } from '@app/contracts';
import { heldRoute, stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { OUTBOX_WORDS } from '../outbox/outbox-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { renderHostScreen } from '../testing/render-host-screen.testing';

const PARTY = '/api/host/parties/b-1';
const render = () => renderHostScreen('check-in');
const childButton = (name: string) =>
  within(screen.getByRole('list', { name: W.roster })).getByRole('button', { name: new RegExp(name) });

describe('check-in (docs/product/party-day.md#the-hosts-screens)', () => {
  it('lists the roster with the notes first and marked, and a tap checks a child in with the phone’s time', async () => {
    const arrived = hostParty({
      arrivedCount: 1,
      children: hostParty().children.map((c) => (c.id === 'c-2' ? { ...c, arrived: true } : c)),
    });
    const held = heldRoute({ body: arrived });
    const api = stubApi({ [`GET ${PARTY}`]: { body: hostParty() }, [`PUT ${PARTY}/checkins/c-2`]: held.route });
    const { user } = render();
    expect(await screen.findByText(W.arrivedOf({ bookedHere: 0, booked: 12, walkIns: 0 }))).toBeInTheDocument();
    const buttons = within(screen.getByRole('list', { name: W.roster })).getAllByRole('button');
    expect(buttons[0]).toHaveTextContent(/Leo.*Note.*Peanut allergy/);
    expect(childButton('Leo')).toHaveAttribute('aria-pressed', 'false');

    // Shown at once, before the server answers.
    await user.click(childButton('Leo'));
    expect(await screen.findByText(W.arrivedOf({ bookedHere: 1, booked: 12, walkIns: 0 }))).toBeInTheDocument();
    expect(childButton('Leo')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.to('PUT', `${PARTY}/checkins/c-2`)).toHaveLength(1));
    const [sent] = api.to('PUT', `${PARTY}/checkins/c-2`);
    expect(sent.body).toEqual({ arrived: true, at: expect.any(String) });
    expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    held.answer();
    expect(await screen.findByText(OUTBOX_WORDS.allSent)).toBeInTheDocument();
    expect(childButton('Leo')).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a walk-in with an id made on the phone, by the roster’s rules', async () => {
    const held = heldRoute({ body: hostParty() });
    const api = stubApi({ [`GET ${PARTY}`]: { body: hostParty() }, [`POST ${PARTY}/walk-ins`]: held.route });
    const { user, fill } = render();
    await user.click(await screen.findByRole('button', { name: W.addChild }));
    const form = screen.getByRole('form', { name: W.addChild });
    await fill(within(form).getByLabelText(W.firstName), 'Noah');
    await fill(within(form).getByLabelText(W.age), '30');
    await user.click(within(form).getByRole('button', { name: W.add }));
    expect(await within(form).findByText(ROSTER_MESSAGES.age)).toBeInTheDocument();
    expect(api.to('POST', `${PARTY}/walk-ins`)).toHaveLength(0);

    await fill(within(form).getByLabelText(W.age), '5');
    await user.click(within(form).getByRole('button', { name: W.add }));
    await screen.findByRole('button', { name: W.addChild });
    // On the roster, arrived, at once: before the server answers.
    expect(childButton('Noah')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(W.arrivedOf({ bookedHere: 0, booked: 12, walkIns: 1 }))).toBeInTheDocument();
    await waitFor(() => expect(api.to('POST', `${PARTY}/walk-ins`)).toHaveLength(1));
    expect(api.to('POST', `${PARTY}/walk-ins`)[0].body).toEqual({
      childId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      firstName: 'Noah',
      age: 5,
      at: expect.any(String),
    });
    held.answer();
    expect(await screen.findByText(OUTBOX_WORDS.allSent)).toBeInTheDocument();
  });

  it('shows what the extra children add and records the cash taken, at most the balance due', async () => {
    const party = hostParty({
      arrivedCount: 14,
      balanceDue: '45.00',
      extraChildren: { count: 3, priceChange: '45.00', label: '3 more children: +$45.00' },
    });
    const api = stubApi({
      [`GET ${PARTY}`]: { body: party },
      [`POST ${PARTY}/payments`]: { body: { ...party, balanceDue: '0.00' } },
    });
    const { user, fill } = render();
    expect(await screen.findByText('3 more children: +$45.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.recordCash }));
    const form = screen.getByRole('form', { name: W.recordCash });
    const amount = within(form).getByLabelText(W.cashAmount('45.00'));
    expect(amount).toHaveValue('45.00');
    await fill(amount, '50');
    await user.click(within(form).getByRole('button', { name: W.recordCash }));
    expect(await within(form).findByText(OFFLINE_PAYMENT_MESSAGES.amountTooLarge(4500))).toBeInTheDocument();
    expect(api.to('POST', `${PARTY}/payments`)).toHaveLength(0);

    await fill(amount, '45');
    await user.click(within(form).getByRole('button', { name: W.recordCash }));
    await screen.findByText('3 more children: +$45.00');
    await expect.poll(() => api.to('POST', `${PARTY}/payments`)).toHaveLength(1);
    expect(api.to('POST', `${PARTY}/payments`)[0].body).toEqual({ amount: '45', at: expect.any(String) });
  });

  it('moves between the party’s screens from the bar at the foot', async () => {
    stubApi({ [`GET ${PARTY}`]: { body: hostParty() } });
    render();
    const nav = await screen.findByRole('navigation', { name: W.screensNav });
    expect(within(nav).getByRole('link', { name: W.screens['check-in'] })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: W.screens.leaderboard })).toHaveAttribute(
      'href',
      '/host/parties/b-1/leaderboard',
    );
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
  });
});
