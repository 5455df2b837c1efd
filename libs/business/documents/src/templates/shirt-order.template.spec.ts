import { CONTEXT } from '@app/testing';
import type { ShirtOrder } from '@app/contracts';
import { shirtOrderHtml } from './shirt-order.template';

const none = { YXS: 0, YS: 0, YM: 0, YL: 0, YXL: 0, AS: 0, AM: 0, AL: 0, AXL: 0 };
const ORDER: ShirtOrder = {
  from: '2026-06-01',
  to: '2026-06-30',
  events: [
    {
      bookingId: 'aaaaaaaa-0000-4000-8000-0000aaaa0001',
      shortId: 'AAAA0001',
      eventDate: '2026-06-13',
      eventTime: '14:00',
      childFirstName: '<b>Maya</b>',
      childrenBooked: 4,
      sizes: { ...none, YM: 2, AS: 1 },
      missing: 1,
      orderedAt: '2026-06-02T15:00:00Z',
      changedSinceOrdered: ['AS'],
    },
  ],
  totals: { ...none, YM: 2, AS: 1 },
  missing: 1,
};

const visible = (markup: string) =>
  markup
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('shirt order', () => {
  it('a column per size the period uses, the unsized, the order state and changes, then the totals', () => {
    const text = visible(shirtOrderHtml(ORDER, CONTEXT));
    expect(text).toContain('Shirt order');
    expect(text).toContain('Event Children Youth M Adult S No size yet');
    expect(text).not.toContain('Youth XS');
    expect(text).toContain('Sat, Jun 13, 2026, 2:00 PM');
    expect(text).toContain('Ordered on June 2, 2026 at 10:00 AM CDT');
    expect(text).toContain('Changed since ordered: Adult S');
    expect(text).toContain('4 2 1 1 Total 4 2 1 1');
  });

  it('escapes the names', () => {
    const markup = shirtOrderHtml(ORDER, CONTEXT);
    expect(markup).toContain('&lt;b&gt;Maya&lt;/b&gt;');
    expect(markup).not.toContain('<b>Maya');
  });
});
