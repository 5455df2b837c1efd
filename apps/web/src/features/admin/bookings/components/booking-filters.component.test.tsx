import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingFilters } from './booking-filters.component';
import type { TableFilters } from '@/features/admin/bookings/api/bookings-table-query';

/** The table's URL state, applied a moment after each change, as a router navigation lands. */
function Harness({ latency }: { latency: number }) {
  const [filters, setFilters] = useState<TableFilters>({});
  return (
    <BookingFilters
      filters={filters}
      sort="-createdAt"
      filtered={Boolean(filters.q)}
      onChange={(changes) => setTimeout(() => setFilters((f) => ({ ...f, ...changes })), latency)}
      onClear={() => setFilters({})}
    />
  );
}

describe('the bookings filters', () => {
  it('keep what was typed while the previous search lands in the URL', async () => {
    const { user } = renderWithProviders(<Harness latency={200} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'smi');
    // The pause sends "smi"; "th" is typed before the URL has it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
    await user.type(search, 'th');
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(search).toHaveValue('smith');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(search).toHaveValue('smith');
  });
});
