import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminWaitlistEntry } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { WaitlistDayDialog } from './waitlist-day-dialog.component';

const entry = (overrides: Partial<AdminWaitlistEntry> = {}): AdminWaitlistEntry => ({
  id: 'e1000000-0000-4000-8000-000000000001',
  email: 'first@example.com',
  day: '2026-12-12',
  secondDay: null,
  parts: ['morning', 'afternoon'],
  games: 6,
  status: 'waiting',
  joinedAt: '2026-12-01T15:05:00.000Z',
  offer: null,
  ...overrides,
});

const second = entry({
  id: 'e2000000-0000-4000-8000-000000000002',
  email: 'second@example.com',
  day: '2026-12-19',
  secondDay: '2026-12-12',
  parts: ['evening'],
  games: 4,
  joinedAt: '2026-12-02T16:00:00.000Z',
});

const held = entry({
  offer: {
    id: 'o1',
    eventDate: '2026-12-12',
    eventTime: '14:00',
    games: 6,
    status: 'open',
    expiresAt: '2026-12-10T18:00:00.000Z',
  },
});

const LIST = 'GET /api/admin/waitlist?day=2026-12-12';
const FREE = 'GET /api/availability?from=2026-12-12&to=2026-12-12&games=4';
const OFFER = `POST /api/admin/waitlist/entries/${second.id}/offer`;

const open = () => renderWithProviders(<WaitlistDayDialog day="2026-12-12" onClose={() => undefined} />);

describe("a day's waiting list", () => {
  it('lists the families in order with what they asked for and the time held for them', async () => {
    stubApi({ [LIST]: { body: [held, second] } });
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Waiting list: Saturday, December 12' });
    const [first, next] = await within(dialog).findAllByRole('listitem');
    expect(first).toHaveAccessibleName('1. first@example.com');
    expect(first).toHaveTextContent('Morning, Afternoon');
    expect(first).toHaveTextContent('6 games');
    expect(first).toHaveTextContent(/Offer2:00 PM, held until Dec 10, 2026/);
    // A family whose time is held is offered no other.
    expect(within(first).queryByRole('button', { name: /Offer a time/ })).toBeNull();
    expect(next).toHaveAccessibleName('2. second@example.com');
    expect(next).toHaveTextContent('Also waits forSat, Dec 19, 2026');
    expect(next).toHaveTextContent('None open');
  });

  it('says so while loading, when empty and when the list fails', async () => {
    stubApi({ [LIST]: { status: 500, body: {} } });
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the waiting list…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The waiting list could not be loaded.');
  });

  it("offers one of the day's free starts, its part named, and shows the server's refusal", async () => {
    const { to } = stubApi({
      [LIST]: { body: [second] },
      [FREE]: { body: { days: [{ date: '2026-12-12', times: ['10:00', '17:30'] }] } },
      [OFFER]: ({ body }) =>
        (body as { eventTime: string }).eventTime === '10:00'
          ? { status: 409, body: { code: 'SLOT_TAKEN', message: 'That time was just taken. Please choose another.' } }
          : {
              status: 201,
              body: { id: 'o2', eventDate: '2026-12-12', eventTime: '17:30', games: 4, status: 'open', expiresAt: '' },
            },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Offer a time: second@example.com' }));
    const time = await screen.findByLabelText('Start time');
    expect(
      within(time)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10:00 AM · Morning (not asked for)', '5:30 PM · Evening']);
    await user.click(screen.getByRole('button', { name: 'Offer this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken. Please choose another.');

    await user.selectOptions(time, '17:30');
    await user.click(screen.getByRole('button', { name: 'Offer this time' }));
    expect(await findToast('5:30 PM is held for second@example.com; they have been e-mailed.')).toBeInTheDocument();
    expect(to('POST', `/api/admin/waitlist/entries/${second.id}/offer`).map((r) => r.body)).toEqual([
      { eventDate: '2026-12-12', eventTime: '10:00' },
      { eventDate: '2026-12-12', eventTime: '17:30' },
    ]);
  });

  it('says when the day has no free start for the family', async () => {
    stubApi({ [LIST]: { body: [second] }, [FREE]: { body: { days: [] } } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Offer a time: second@example.com' }));
    expect(await screen.findByText('No free start time on this day for 4 games.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offer this time' })).toBeDisabled();
  });

  it('removes a family after asking, and shows why not when the server refuses', async () => {
    const { to } = stubApi({
      [LIST]: { body: [entry(), second] },
      [`DELETE /api/admin/waitlist/entries/${second.id}`]: { status: 204 },
      [`DELETE /api/admin/waitlist/entries/${entry().id}`]: {
        status: 409,
        body: { code: 'WAITLIST_ENTRY_NOT_WAITING', message: 'This family is no longer on the waiting list.' },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove from the list: second@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this family from the waiting list?' });
    expect(confirm).toHaveTextContent('second@example.com will not be offered a time for this day.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await findToast('second@example.com is off the waiting list.')).toBeInTheDocument();
    expect(to('DELETE', `/api/admin/waitlist/entries/${second.id}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove from the list: first@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('This family is no longer on the waiting list.')).toHaveAttribute('role', 'alert');
  });

  it('closes on Escape even with a toast shown after a removal', async () => {
    stubApi({ [LIST]: { body: [second] }, [`DELETE /api/admin/waitlist/entries/${second.id}`]: { status: 204 } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<WaitlistDayDialog day="2026-12-12" onClose={onClose} />);
    await user.click(await screen.findByRole('button', { name: 'Remove from the list: second@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await findToast('second@example.com is off the waiting list.');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('moves the focus to the start time when the form opens, and back to the family when it closes', async () => {
    stubApi({ [LIST]: { body: [second] }, [FREE]: { body: { days: [{ date: '2026-12-12', times: ['17:30'] }] } } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Offer a time: second@example.com' }));
    expect(await screen.findByLabelText('Start time')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: '1. second@example.com' })).toHaveFocus();
  });
});
