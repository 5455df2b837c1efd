import { lastPageOf, pageLinks } from './admin-bookings-links';

describe('pageLinks (RFC 8288 paging of GET /api/admin/bookings)', () => {
  const params = new URLSearchParams({ status: 'pending', page: '2', q: 'Rivera & Co' });

  it('links first, prev, next and last with the other parameters kept', () => {
    expect(pageLinks('/api/admin/bookings', params, 2, 4)).toBe(
      [
        '</api/admin/bookings?status=pending&page=1&q=Rivera+%26+Co>; rel="first"',
        '</api/admin/bookings?status=pending&page=1&q=Rivera+%26+Co>; rel="prev"',
        '</api/admin/bookings?status=pending&page=3&q=Rivera+%26+Co>; rel="next"',
        '</api/admin/bookings?status=pending&page=4&q=Rivera+%26+Co>; rel="last"',
      ].join(', '),
    );
  });

  it('has no prev on the first page and no next on the last', () => {
    expect(pageLinks('/p', new URLSearchParams(), 1, 1)).toBe('</p?page=1>; rel="first", </p?page=1>; rel="last"');
  });

  it('points prev at the last page from beyond it', () => {
    expect(pageLinks('/p', new URLSearchParams(), 9, 3)).toContain('</p?page=3>; rel="prev"');
    expect(pageLinks('/p', new URLSearchParams(), 9, 3)).not.toContain('rel="next"');
  });

  it('counts at least one page', () => {
    expect(lastPageOf(0, 25)).toBe(1);
    expect(lastPageOf(25, 25)).toBe(1);
    expect(lastPageOf(26, 25)).toBe(2);
  });
});
