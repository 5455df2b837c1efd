import { PLACEHOLDER_SETTINGS } from '@app/contracts';
import type { DocumentContext } from '@app/documents';
import { bookingFacts, certificateFacts, CONTEXT, receiptFacts, rosterDocumentFacts } from '@app/testing';
import { eventStart } from '../event-time';
import { certificatesHtml, partyTitle } from './certificates.template';
import { confirmationHtml } from './confirmation.template';
import { isLoopbackUrl } from './document-layout';
import { html } from './html';
import { receiptHtml } from './receipt.template';
import { runSheetHtml } from './run-sheet.template';

/** The visible text of a document: tags dropped, whitespace folded (what a reader of the PDF sees, near enough). */
/** The business as an owner leaves it after saving Settings: every placeholder replaced. */
const SAVED: DocumentContext = {
  ...CONTEXT,
  business: {
    ...CONTEXT.business,
    phone: '(512) 555-0142',
    serviceArea: 'Austin and Round Rock',
    postalAddress: 'PO Box 12, Austin, TX 78701',
  },
};

const visible = (markup: string) =>
  markup
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('html template helper', () => {
  it('escapes every interpolated value, keeps nested templates, drops null and false', () => {
    expect(html`${`<a href="x">'&'</a>`}`.value).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${null}${false}${[1, '<2>']}</p>`.value).toBe('<p><b>&lt;i&gt;</b>1&lt;2&gt;</p>');
  });
});

describe('receipt', () => {
  it('a deposit: the stored price lines, this payment, PayPal’s capture id, the balance due and the business', () => {
    const text = visible(receiptHtml(receiptFacts(), SAVED));
    expect(text).toContain('Booking 34CD56EF');
    expect(text).toContain('Receipt CP-A1B2C3D4');
    expect(text).toContain('Package (4 games) $600.00');
    expect(text).toContain('Extra children (1 × $15.00) $15.00');
    expect(text).toContain('Custom Awards (16 × $15.00) $240.00');
    expect(text).toContain('Total $855.00');
    expect(text).toContain('Payment Deposit (50%)');
    expect(text).toContain('PayPal capture ID 7XK12345AB678901C');
    expect(text).toContain('Amount paid $427.50');
    expect(text).toContain('Balance due $427.50');
    expect(text).not.toContain('Paid to date');
    expect(text).toContain('June 1, 2026 at 10:05 AM CDT');
    for (const fact of ['(512) 555-0142', 'hello@championsparty.com', 'Austin and Round Rock', 'PO Box 12'])
      expect(text).toContain(fact);
    expect(text).toContain('Questions about this receipt? Call (512) 555-0142 or write to hello@championsparty.com.');
  });

  it('full payment with a promo: subtotal, the code’s discount, the total, paid in full', () => {
    const facts = receiptFacts({ plan: 'full', amountCents: 75_500 }, 75_500, {
      promoCode: 'SPRING',
      promoDiscountCents: 10_000,
      finalCents: 75_500,
    });
    const text = visible(receiptHtml(facts, CONTEXT));
    expect(text).toContain('Subtotal $855.00');
    expect(text).toContain('Discount (SPRING) −$100.00');
    expect(text).toContain('Total $755.00');
    expect(text).toContain('Payment Payment in full');
    expect(text).toContain('Balance due $0.00');
    expect(text).toContain('Paid in full.');
  });

  it('the balance after a deposit: what was paid to date and nothing left', () => {
    const text = visible(receiptHtml(receiptFacts({ plan: 'balance' }, 85_500), CONTEXT));
    expect(text).toContain('Payment Balance payment');
    expect(text).toContain('Amount paid $427.50');
    expect(text).toContain('Paid to date $855.00');
    expect(text).toContain('Balance due $0.00');
  });

  it('a free booking: $0 paid through the promo code, no PayPal ids', () => {
    const facts = receiptFacts(
      { method: 'promo', plan: 'full', amountCents: 0, captureId: null, paypalOrderId: null, promoCode: 'FREE100' },
      0,
      { promoCode: 'FREE100', promoDiscountCents: 85_500, finalCents: 0 },
    );
    const text = visible(receiptHtml(facts, CONTEXT));
    expect(text).toContain('Free booking (promo code FREE100)');
    expect(text).toContain('Discount (FREE100) −$855.00');
    expect(text).toContain('Amount paid $0.00');
    expect(text).not.toContain('PayPal capture ID');
  });

  it('cash taken by the business: "Paid $200.00 in cash on ...", the method, no PayPal ids', () => {
    const facts = receiptFacts(
      {
        method: 'cash',
        plan: 'balance',
        amountCents: 20_000,
        captureId: null,
        paypalOrderId: null,
        receivedOn: '2026-06-01',
      },
      62_750,
    );
    const text = visible(receiptHtml(facts, CONTEXT));
    expect(text).toContain('Paid $200.00 in cash on Mon, Jun 1, 2026.');
    expect(text).toContain('Method Cash');
    expect(text).toContain('Balance due $227.50');
    expect(text).not.toContain('PayPal');
  });

  it('escapes what the parent typed', () => {
    const markup = receiptHtml(receiptFacts({}, undefined, { parentName: '<script>alert(1)</script>' }), CONTEXT);
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).not.toMatch(/https?:\/\/(?!championsparty\.example)/);
  });
});

describe('confirmation', () => {
  it('the event in the business’s zone, the games (custom marked), intensity, add-ons, totals and what happens next', () => {
    const text = visible(confirmationHtml(bookingFacts(), CONTEXT, new Date('2026-06-01T15:06:00Z')));
    expect(text).toContain('Booking confirmed');
    expect(text).toContain('Date Saturday, July 11, 2026');
    expect(text).toContain('Time 2:00 PM CDT for 105 minutes');
    expect(text).toContain('arrives at 1:30 PM CDT');
    expect(text).toContain('Time zone Central Time (America/Chicago)');
    expect(text).toContain('Location 12 Oak Street, Austin, TX 78701 Back yard');
    expect(text).toContain('Child Alex, turning 8');
    expect(text).toContain('Children 16');
    expect(text).toContain('Intensity Competitive');
    expect(text).toContain('Backyard Bingo (custom game)');
    expect(text).toContain('Add-ons Custom Awards');
    expect(text).toContain('Total $855.00');
    expect(text).toContain('Paid $427.50');
    expect(text).toContain('Balance due $427.50');
    expect(text).toContain('The balance of $427.50 is due on event day');
    expect(text).toContain('https://championsparty.example/bookings/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef?token=signed');
  });

  it('says nothing is left to pay when it is paid', () => {
    const facts = bookingFacts({ amountPaidCents: 85_500, balanceDueCents: 0 });
    expect(visible(confirmationHtml(facts, CONTEXT, new Date()))).toContain('Everything is paid');
  });

  it('escapes custom game names', () => {
    const facts = bookingFacts();
    facts.games.push({ name: '<img src=x onerror=alert(1)>', custom: true });
    expect(confirmationHtml(facts, CONTEXT, new Date())).not.toContain('<img');
  });
});

describe('award certificates', () => {
  it('a landscape page per child certified: the title, the first name, the party by the guest of honour’s first name, the day', () => {
    const facts = certificateFacts({ childName: 'Maya Lopez' });
    const markup = certificatesHtml(facts, CONTEXT);
    expect(markup).toContain('size: Letter landscape');
    expect(markup.match(/<section class="certificate">/g)).toHaveLength(3);
    const text = visible(markup);
    expect(partyTitle(facts.booking)).toBe("Maya's Birthday Party");
    for (const name of ['Maya', 'Leo', 'Zoë &lt;b&gt;']) {
      expect(text).toContain(`presented to ${name} for competing at Maya&#39;s Birthday Party Saturday, July 11, 2026`);
    }
    expect(text).toContain('Champions Party');
    for (const title of ['Best Team Spirit', 'Champion Award', 'Star Player Award']) expect(text).toContain(title);
    expect(text.match(/Host/g)).toHaveLength(3);
    // Names are text, never markup (above, escaped); no notes on a certificate.
    expect(text).not.toContain('Peanut');
  });
});

describe('award certificates on the host’s paper, in the site’s fonts', () => {
  it('A4 when asked, Letter otherwise; Fredoka and Inter inlined, nothing fetched', () => {
    const facts = certificateFacts();
    expect(certificatesHtml(facts, CONTEXT, 'a4')).toContain('size: A4 landscape');
    const markup = certificatesHtml(facts, CONTEXT);
    expect(markup).toContain('size: Letter landscape');
    expect(markup).toMatch(/font-family: 'Fredoka Variable';[^}]*src: url\(data:font\/woff2;base64,/);
    expect(markup).toMatch(/font-family: 'Inter Variable';[^}]*src: url\(data:font\/woff2;base64,/);
    expect(markup).not.toMatch(/url\((?!data:)/);
  });
});

describe('run sheet', () => {
  const sheet = (overrides: Parameters<typeof rosterDocumentFacts>[0] = {}) => ({
    ...rosterDocumentFacts(overrides),
    shirtSizes: [
      { shirtSize: 'YL' as const, count: 3 },
      { shirtSize: 'YS' as const, count: 4 },
      { shirtSize: 'YM' as const, count: 7 },
    ],
    waivers: null,
  });

  it('marks the children no signed waiver covers, and says nothing of waivers while they are off', () => {
    const facts = sheet({ childName: 'Maya Lopez' });
    const marked = {
      ...facts,
      children: facts.children.map((c, i) => ({ ...c, waiverMissing: i === 1 })),
      waivers: { ownChildMissing: true },
    };
    const text = visible(runSheetHtml(marked, CONTEXT));
    expect(text).toContain('(Waiver missing) Host parent');
    expect(text).toMatch(/Children coming \(\d+, 1 waiver missing\)/);
    expect(text.match(/Waiver missing/g)).toHaveLength(2);
    expect(visible(runSheetHtml(facts, CONTEXT))).not.toMatch(/waiver/i);
  });

  it('arrival 30 minutes early, the address and space, the games on the clock, the children, the phone', () => {
    const text = visible(
      runSheetHtml(sheet({ parentPhone: '7735550199', specialRequests: 'Gluten-free cake' }), CONTEXT),
    );
    expect(text).toContain('Date Saturday, July 11, 2026');
    expect(text).toContain('Arrive by 1:30 PM CDT (30 minutes before the start, to set up)');
    expect(text).toContain('Start 2:00 PM CDT, for 105 minutes');
    expect(text).toContain('Address 12 Oak Street, Austin, TX 78701 (map) Space Back yard');
    expect(text).toContain('Child Alex, turning 8 Host parent Jamie Rivera Phone (773) 555-0199');
    expect(text).toContain('Special requests Gluten-free cake');
    expect(text).toContain(
      '2:00 PM Relay Race (15 min) 2:15 PM Tug of War (10 min) 2:25 PM Sack Race (20 min) ' +
        '2:45 PM Backyard Bingo (25 min, custom game)',
    );
    expect(text).toContain('Children coming (3)');
    expect(text).toContain('1 Maya 7 Youth M Note: Peanut allergy Yes');
    expect(text).toContain('2 Leo not given No');
  });

  it('links the address to its map search', () => {
    expect(runSheetHtml(sheet(), CONTEXT)).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=12%20Oak%20Street%2C%20Austin%2C%20TX%2078701"',
    );
  });

  it('the theme and what to bring: shirts by size in size order, one award per child coming', () => {
    const addOns = { photography: false, videography: false, customShirts: true, customAwards: true };
    const text = visible(runSheetHtml(sheet({ eventTheme: 'Pirates', addOns }), CONTEXT));
    expect(text).toContain('Theme Pirates');
    expect(text).toContain('Bring Shirts: YS 4 · YM 7 · YL 3; Awards: 3');
    const none = visible(
      runSheetHtml(sheet({ addOns: { ...addOns, customShirts: false, customAwards: false } }), CONTEXT),
    );
    expect(none).not.toContain('Bring');
    expect(none).not.toContain('Theme');
  });

  it('lists the children with a note first', () => {
    const facts = sheet();
    facts.children.reverse();
    expect(visible(runSheetHtml(facts, CONTEXT))).toContain(
      '1 Maya 7 Youth M Note: Peanut allergy Yes 2 Zoë &lt;b&gt; 12',
    );
  });

  it('says what to collect at the door: the balance due, or nothing once paid in full', () => {
    const owing = visible(runSheetHtml(sheet({ balanceDueCents: 51_400 }), CONTEXT));
    expect(owing).toContain('Birthday Party · Collect $514.00 at the door (the balance due)');
    const paid = visible(runSheetHtml(sheet({ amountPaidCents: 85_500, balanceDueCents: 0 }), CONTEXT));
    expect(paid).toContain('Paid in full: nothing to collect');
    expect(paid).not.toContain('Collect');
  });

  it('marks the walk-ins the host added at the door, and counts them apart', () => {
    const facts = sheet();
    facts.children[1] = { ...facts.children[1], walkIn: true };
    const text = visible(runSheetHtml(facts, CONTEXT));
    expect(text).toContain('Children coming (3, 1 walk-in)');
    expect(text).toContain('2 Leo (walk-in) not given No');
    expect(visible(runSheetHtml(sheet(), CONTEXT))).not.toContain('walk-in');
  });

  it('says so when no child is listed yet', () => {
    const facts = { ...sheet(), children: [] };
    expect(visible(runSheetHtml(facts, CONTEXT))).toContain('No children are on the list as coming yet.');
  });
});

describe('the business as every document prints it', () => {
  const ours = { parentPhone: '7735550199' };
  const everyDocument = (ctx: DocumentContext) => {
    const sheet = { ...rosterDocumentFacts(ours), shirtSizes: [], waivers: null };
    return {
      receipt: receiptHtml(receiptFacts({}, undefined, ours), ctx),
      confirmation: confirmationHtml(bookingFacts(ours), ctx, new Date('2026-06-01T15:06:00Z')),
      certificates: certificatesHtml(certificateFacts(ours), ctx),
      'run sheet': runSheetHtml(sheet, ctx),
    };
  };

  it('leaves out every setting still at its placeholder and a PUBLIC_URL on this machine', () => {
    const firstRun = { ...CONTEXT, publicUrl: 'http://localhost:3000' };
    for (const [name, markup] of Object.entries(everyDocument(firstRun))) {
      const text = visible(markup);
      expect({ name, phone: text.includes(PLACEHOLDER_SETTINGS.phone) }).toEqual({ name, phone: false });
      expect({ name, area: text.includes(PLACEHOLDER_SETTINGS.serviceArea) }).toEqual({ name, area: false });
      expect({ name, localhost: markup.includes('localhost') }).toEqual({ name, localhost: false });
    }
    const receipt = visible(everyDocument(firstRun).receipt);
    expect(receipt).toContain('Questions about this receipt? Write to hello@championsparty.com.');
    expect(visible(everyDocument(firstRun).confirmation)).toContain(
      'Need to change something? Write to hello@championsparty.com, quoting booking 34CD56EF.',
    );
  });

  it('prints the saved details and the site’s public address', () => {
    for (const [name, markup] of Object.entries(everyDocument(SAVED))) {
      const text = visible(markup);
      expect({ name, site: text.includes('https://championsparty.example') }).toEqual({ name, site: true });
      if (name !== 'certificates') {
        for (const fact of ['(512) 555-0142', 'Austin and Round Rock', 'PO Box 12, Austin, TX 78701'])
          expect({ name, fact, printed: text.includes(fact) }).toEqual({ name, fact, printed: true });
      }
    }
  });

  it('reads loopback addresses as this machine’s, and a real host as the site', () => {
    for (const url of ['http://localhost:3000', 'http://app.localhost', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect({ url, loopback: isLoopbackUrl(url) }).toEqual({ url, loopback: true });
    for (const url of ['https://championsparty.example', 'https://localhost-games.com'])
      expect({ url, loopback: isLoopbackUrl(url) }).toEqual({ url, loopback: false });
  });
});

describe('event time', () => {
  it('converts the business wall clock to the instant, daylight saving included', () => {
    expect(eventStart('2026-07-11', '14:00', 'America/Chicago').toISOString()).toBe('2026-07-11T19:00:00.000Z');
    expect(eventStart('2026-12-12', '14:00', 'America/Chicago').toISOString()).toBe('2026-12-12T20:00:00.000Z');
    expect(eventStart('2026-07-11', '09:15', 'America/New_York').toISOString()).toBe('2026-07-11T13:15:00.000Z');
  });
});
