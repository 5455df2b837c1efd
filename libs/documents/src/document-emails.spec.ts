import { confirmationEmail } from './document-emails';
import { confirmationHtml } from './templates/confirmation.template';
import { bookingFacts, CONTEXT } from './templates/template.fixtures';

const PAGE = 'https://championsparty.example/bookings/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef?token=signed';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the confirmation e-mail', () => {
  it("links the booking's page once when a balance is due: the balance line points at the sign-off's link", () => {
    const { text } = confirmationEmail(bookingFacts(), CONTEXT);
    expect(count(text, PAGE)).toBe(1);
    expect(text).toContain(
      "- The balance of $427.50 is due on event day. Pay it any time before on your booking's page (the link below).",
    );
    expect(text).toContain(`Your booking: ${PAGE}`);
  });

  it("links the booking's page once when it is paid", () => {
    const { text } = confirmationEmail(bookingFacts({ amountPaidCents: 85_500, balanceDueCents: 0 }), CONTEXT);
    expect(count(text, PAGE)).toBe(1);
    expect(text).toContain('- Everything is paid: there is nothing more to do.');
  });

  it('the attached confirmation (HTML, then PDF) has the link once, on the balance line: it has no sign-off', () => {
    const markup = confirmationHtml(bookingFacts(), CONTEXT, new Date('2026-06-01T15:06:00Z'));
    expect(count(markup, PAGE)).toBe(1);
    expect(markup).toContain(`Pay it any time before on your booking&#39;s page: ${PAGE}`);
  });
});
