import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.testing';
import { useBookingsTable } from './use-bookings-table.hook';

type Table = ReturnType<typeof useBookingsTable>;

/** The table's state and the address bar; `first` keeps the first render's functions, as a delayed callback does. */
function Probe({ first }: { first: { table?: Table } }) {
  const table = useBookingsTable();
  first.table ??= table;
  return <output aria-label="URL">{useLocation().search}</output>;
}

describe('the bookings table’s URL state', () => {
  it('keeps the booking an admin opened when the search box’s delayed update lands afterwards', async () => {
    const first: { table?: Table } = {};
    renderWithProviders(<Probe first={first} />, { route: '/admin?status=pending&page=3' });
    // View is clicked within the search's 300 ms, then the search lands with the function of the render it began in.
    act(() => first.table!.setOpenBooking('b-1'));
    act(() => first.table!.update({ q: 'smith' }));
    const url = new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');
    expect(Object.fromEntries(url)).toEqual({ status: 'pending', booking: 'b-1', q: 'smith' });
  });

  it('applies two changes made before the next render, both of them', () => {
    const first: { table?: Table } = {};
    renderWithProviders(<Probe first={first} />, { route: '/admin' });
    act(() => {
      first.table!.update({ status: 'confirmed' });
      first.table!.setOpenBooking('b-2');
    });
    const url = new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');
    expect(Object.fromEntries(url)).toEqual({ status: 'confirmed', booking: 'b-2' });
  });
});
