import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminBooking } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingsTable } from './bookings-table.component';

const BOOKING: AdminBooking = {
  ...createdBooking({ parentPhone: '7735550199', eventType: 'birthday', status: 'confirmed' }),
  payment: 'paid',
};

describe('the admin bookings table in words, not codes', () => {
  it("shows a row's phone formatted, its event type and status by name", async () => {
    stubApi({ 'GET /api/admin/bookings': { body: [BOOKING] } });
    renderWithProviders(<BookingsTable />, { route: '/admin' });
    const row = (await screen.findByRole('rowheader', { name: /^#/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('(773) 555-0199')).toBeInTheDocument();
    expect(within(row).getByText('Birthday Party')).toBeInTheDocument();
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
  });
});

/** happy-dom's own control of the window's size, which its matchMedia answers from. */
const happyDOM = () => (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM;

describe('the admin bookings on a phone', () => {
  afterEach(() => happyDOM().setViewport({ width: 1024 }));

  it('lists each booking as a card with its id, parent, child, day, total, states and View action', async () => {
    happyDOM().setViewport({ width: 375 });
    stubApi({ 'GET /api/admin/bookings': { body: [BOOKING] } });
    renderWithProviders(<BookingsTable />, { route: '/admin' });
    const list = await screen.findByRole('list', { name: 'All bookings' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: new RegExp(`${BOOKING.parentName}$`) })).toBeInTheDocument();
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card).getByText('Paid')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^View booking #/ })).toBeInTheDocument();
  });
});
