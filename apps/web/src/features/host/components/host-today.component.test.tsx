import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { hostParty } from '@/testing/host-party.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { HOST_WORDS as W } from '../host-words';
import { HostToday } from './host-today.component';

const TODAY = '2026-12-12';
const partiesOn = (day: string) => `GET /api/host/parties?from=${day}&to=${day}`;
const render = (route = '/host') =>
  renderWithProviders(<HostToday today={TODAY} timeZone="America/Chicago" />, { route });

describe("the host's day (docs/product/hosts.md#today)", () => {
  it("lists the business's today's parties in the api's time order, each with its map and its parent's phone", async () => {
    stubApi({
      [partiesOn(TODAY)]: {
        body: [
          hostParty(),
          hostParty({
            bookingId: 'b-2',
            childName: 'Noah',
            eventTime: '17:00',
            arrivesAt: '2026-12-12T22:30:00.000Z',
            address: { line: '9 Elm Road', spaceDetails: '', mapUrl: 'https://maps.example/elm' },
            parent: { name: 'Sam Lee', phone: '(555) 987-6543' },
          }),
        ],
      },
    });
    render();
    const list = await screen.findByRole('list', { name: W.todayTitle });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '2:00 PM · Mia',
      '5:00 PM · Noah',
    ]);
    expect(within(cards[0]).getByText(`${W.arrive} 1:30 PM`)).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: '2:00 PM · Mia' })).toHaveAttribute('href', '/host/parties/b-1');
    expect(within(cards[1]).getByRole('link', { name: W.directions })).toHaveAttribute(
      'href',
      'https://maps.example/elm',
    );
    expect(within(cards[1]).getByRole('link', { name: W.callParent })).toHaveAttribute('href', 'tel:5559876543');
    expect(screen.getByRole('heading', { name: W.today })).toBeInTheDocument();
  });

  it('says when the day has no party, and the picker moves to the next days', async () => {
    const tomorrow = addDays(TODAY, 1);
    const api = stubApi({ [partiesOn(TODAY)]: { body: [] }, [partiesOn(tomorrow)]: { body: [hostParty()] } });
    const { user } = render();
    expect(await screen.findByText(W.noParties)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: W.previousDay })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: W.nextDay }));
    expect(await screen.findByRole('heading', { name: 'Sun, Dec 13' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2:00 PM · Mia' })).toBeInTheDocument();
    expect(api.to('GET', `/api/host/parties?from=${tomorrow}&to=${tomorrow}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: W.previousDay })).toBeEnabled();
  });

  it('opens a later day from the address, the next day on from there', async () => {
    const later = addDays(TODAY, 40);
    stubApi({ [partiesOn(later)]: { body: [] }, [partiesOn(addDays(later, 1))]: { body: [] } });
    const { user } = render(`/host?day=${later}`);
    expect(await screen.findByText(W.noPartiesOn)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thu, Jan 21' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: W.nextDay }));
    expect(await screen.findByRole('heading', { name: 'Fri, Jan 22' })).toBeInTheDocument();
  });

  it('takes a day before today in the address as today: loading, then the error with a retry', async () => {
    let answer: () => void = () => undefined;
    const api = stubApi({
      [partiesOn(TODAY)]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 500, body: {} });
        }),
    });
    const { user } = render('/host?day=2020-01-01');
    expect(await screen.findByText(W.loading)).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(W.failed);
    await user.click(screen.getByRole('button', { name: W.tryAgain }));
    await waitFor(() => expect(api.to('GET', `/api/host/parties?from=${TODAY}&to=${TODAY}`)).toHaveLength(2));
  });
});
