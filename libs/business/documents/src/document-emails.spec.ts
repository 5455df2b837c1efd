import { emailHtml } from '@app/mail';
import { bookingFacts, buttonsIn, CONTEXT, receiptFacts, visibleText } from '@app/testing';
import { cancellationOfferAt } from '@app/bookings';
import { confirmationEmail, receiptEmail } from './document-emails';
import { confirmationHtml } from './templates/confirmation.template';

const PAGE = 'https://championsparty.example/bookings/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef?token=signed';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the confirmation e-mail', () => {
  it("links the booking's page once per action when a balance is due: the balance line points at them", () => {
    const { text } = confirmationEmail(bookingFacts(), CONTEXT, null, true);
    expect(count(text, PAGE)).toBe(2);
    expect(text).toContain(
      "- The balance of $427.50 is due on event day. Pay it any time before on your booking's page (the link above).",
    );
    expect(text).toContain(`View your booking: ${PAGE}\nPay the balance: ${PAGE}#pay`);
  });

  it("links the booking's page once when it is paid, with nothing to pay", () => {
    const paid = bookingFacts({ amountPaidCents: 85_500, balanceDueCents: 0 });
    const { text } = confirmationEmail(paid, CONTEXT, null, true);
    expect(count(text, PAGE)).toBe(1);
    expect(text).toContain('- Everything is paid: there is nothing more to do.');
    expect(text).not.toContain('Pay the balance');
  });

  it('says the calendar invite is attached only when it is', () => {
    expect(confirmationEmail(bookingFacts(), CONTEXT, null, true).text).toContain('open the calendar invite');
    expect(confirmationEmail(bookingFacts(), CONTEXT, null, false).text).not.toContain('calendar invite');
    expect(receiptEmail(receiptFacts(), CONTEXT, null, true).text).toContain('with a calendar invite for the event.');
    expect(receiptEmail(receiptFacts(), CONTEXT, null, false).text).not.toContain('calendar invite');
  });

  it('the attached confirmation (HTML, then PDF) has the link once, on the balance line: it has no sign-off', () => {
    const markup = confirmationHtml(bookingFacts(), CONTEXT, new Date('2026-06-01T15:06:00Z'));
    expect(count(markup, PAGE)).toBe(1);
    expect(markup).toContain(`Pay it any time before on your booking&#39;s page: ${PAGE}`);
  });
});

describe("the confirmation and receipt e-mails state the cancellation offer in the booking page's words", () => {
  // The fixture's event starts Saturday, July 11, 2026 at 2:00 PM in Chicago; $427.50 of it is paid.
  const JUNE_1 = new Date('2026-06-01T15:06:00Z');
  const OFFER = 'Cancel by Thu, Jul 9, 2:00 PM Central to get $414.67 back: what you paid less the 3% processing fee.';
  const offerFor = (facts: ReturnType<typeof bookingFacts>) =>
    cancellationOfferAt(facts.booking, JUNE_1, { timeZone: CONTEXT.business.timeZone, feePercent: 3 });

  it('the offer read from the change policy: deadline with its zone, amount and fee', () => {
    expect(offerFor(bookingFacts())).toBe(OFFER);
  });

  it('the confirmation e-mail carries it after what happens next', () => {
    const { text } = confirmationEmail(bookingFacts(), CONTEXT, offerFor(bookingFacts()), true);
    expect(text).toContain(`\n\n${OFFER}\n\nYour confirmation is attached`);
  });

  it('the receipt e-mail carries it after what is left to pay', () => {
    const facts = receiptFacts();
    const { text } = receiptEmail(facts, CONTEXT, offerFor(facts), true);
    expect(text).toContain(`Your date is secured.`);
    expect(text).toContain(`\n\n${OFFER}\n\nYour receipt is attached`);
  });

  it('with nothing to offer (a cancelled booking) the e-mails say nothing of it', () => {
    const cancelled = bookingFacts({ status: 'cancelled' });
    expect(offerFor(cancelled)).toBeNull();
    expect(confirmationEmail(cancelled, CONTEXT, null, true).text).not.toMatch(/Cancel by/);
  });
});

describe('the confirmation e-mail of the payment that confirmed the booking', () => {
  it('says confirmed and carries the receipt: what was paid, the lines with paid and due, both PDFs', () => {
    const facts = receiptFacts();
    const { subject, text } = confirmationEmail(facts, CONTEXT, null, true, facts);
    expect(subject).toMatch(/is confirmed$/);
    expect(text).toContain('Great news: ');
    expect(text).toContain('Thank you for your payment of $427.50.');
    expect(text).toContain('  Total: $855.00\n  Paid: $427.50\n  Balance due: $427.50');
    expect(text).toContain(
      'Your confirmation and your receipt are attached as PDFs; open the calendar invite to add the event to your calendar.',
    );
    expect(confirmationEmail(facts, CONTEXT, null, false).text).not.toContain('Price and payment');
  });
});

describe('the receipt e-mail', () => {
  it("lists the booking's lines, what is paid and the balance, and names the button rather than where it is", () => {
    const { text } = receiptEmail(receiptFacts(), CONTEXT, null, false);
    expect(text).toContain(
      [
        'Price and payment',
        '  Package (4 games): $600.00',
        '  Extra children (1 × $15.00): $15.00',
        '  Custom Awards (16 × $15.00): $240.00',
        '  Total: $855.00',
        '  Paid: $427.50',
        '  Balance due: $427.50',
      ].join('\n'),
    );
    expect(text).toContain('you can pay it any time before with "Pay the balance".');
    expect(text).not.toContain('the link above');
  });
});

describe('the receipt e-mail of money taken outside PayPal', () => {
  it('says how and when it was paid, in the receipt’s words', () => {
    const facts = receiptFacts(
      {
        method: 'bank-transfer',
        plan: 'balance',
        amountCents: 20_000,
        captureId: null,
        paypalOrderId: null,
        receivedOn: '2026-06-01',
      },
      62_750,
    );
    const { text } = receiptEmail(facts, CONTEXT, null, false);
    expect(text).toContain('Paid $200.00 by bank transfer on Mon, Jun 1, 2026 for ');
    expect(text).not.toContain('Thank you for your payment of');
  });
});

describe('an e-mail about a booking says the same in its text and HTML parts', () => {
  it('every sentence of the text part is in the HTML part, and each link of it a button there', async () => {
    const { subject, content, text } = confirmationEmail(bookingFacts(), CONTEXT, null, true);
    const html = await emailHtml(content, { title: subject, brand: CONTEXT.business.businessName });
    const shown = visibleText(html);
    const links = text.split('\n').filter((line) => /: https?:\/\//.test(line));
    expect(links).toEqual([`View your booking: ${PAGE}`, `Pay the balance: ${PAGE}#pay`]);
    expect(buttonsIn(html)).toEqual({ 'View your booking': PAGE, 'Pay the balance': `${PAGE}#pay` });
    for (const line of text.split('\n').filter((l) => l.trim() && !links.includes(l)))
      expect(shown).toContain(line.replace(/^(- | {2})/, ''));
  });
});
