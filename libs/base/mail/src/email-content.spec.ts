import { visibleText } from '@app/testing';
import { composeEmail, type EmailContent } from './email-content';
import { emailHtml } from './email-html';

const URL = 'https://example.com/bookings/3f2a9c1e-4b7d-4e8a-9c2d-1a2b3c4d5e6f?token=abc.def&x=1';

const content: EmailContent = {
  greeting: 'Hi Ana,',
  intro: [{ lines: ["We received your booking for Maya's birthday party. Thank you!", 'Your reference is AB12CD34.'] }],
  action: { label: 'View your booking', url: URL },
  secondaryAction: { label: 'Pay the balance', url: `${URL}#price` },
  blocks: [
    { heading: 'Your event', facts: [{ label: 'Children', value: '12' }] },
    { heading: 'What happens next', items: ['Our team arrives 30 minutes early.'] },
    { heading: 'How to pay', lines: ['A 50% deposit secures your date.'] },
    { lines: ['Reason: Plans changed'] },
  ],
  signOff: ['Questions? Call us at (512) 555-0100 or write to hello@example.com.', 'Austin Champions'],
};

describe('an e-mail rendered from one content', () => {
  it('gives the text part the sentences in order, facts and items marked, and each action as its link', () => {
    expect(composeEmail('Subject', content).text).toBe(
      [
        'Hi Ana,',
        '',
        "We received your booking for Maya's birthday party. Thank you!",
        'Your reference is AB12CD34.',
        '',
        `View your booking: ${URL}`,
        `Pay the balance: ${URL}#price`,
        '',
        'Your event',
        '  Children: 12',
        '',
        'What happens next',
        '- Our team arrives 30 minutes early.',
        '',
        'How to pay',
        '  A 50% deposit secures your date.',
        '',
        'Reason: Plans changed',
        '',
        'Questions? Call us at (512) 555-0100 or write to hello@example.com.',
        '',
        'Austin Champions',
        '',
      ].join('\n'),
    );
  });

  it('gives the HTML part the same sentences, with buttons to the same links instead of the bare links', async () => {
    const html = await emailHtml(content, { title: 'We received your booking AB12CD34', brand: 'Austin Champions' });
    const words = visibleText(html);
    for (const sentence of [
      'Hi Ana,',
      "We received your booking for Maya's birthday party. Thank you!",
      'Your reference is AB12CD34.',
      'Your event',
      'Children: 12',
      'Our team arrives 30 minutes early.',
      'A 50% deposit secures your date.',
      'Reason: Plans changed',
      'Questions? Call us at (512) 555-0100 or write to hello@example.com.',
      'Austin Champions',
    ])
      expect(words).toContain(sentence);
    const buttons = [...html.matchAll(/<a href="([^"]+)"[^>]*>[\s\S]*?<\/a>/g)].map((m) => ({
      href: m[1].replace(/&amp;/g, '&'),
      label: visibleText(m[0]).trim(),
    }));
    expect(buttons).toEqual([
      { href: URL, label: 'View your booking' },
      { href: `${URL}#price`, label: 'Pay the balance' },
    ]);
    expect(words).not.toContain(URL);
  });

  it('frames the HTML for a phone in light and dark: one column, 16 px text that wraps, no image or web font', async () => {
    const html = await emailHtml(content, { title: 'We received your booking AB12CD34', brand: 'Austin Champions' });
    // The charset for a client that ignores the MIME part's, and the phone's own width to lay it out at.
    expect(html).toMatch(/<meta charSet="utf-8"\/?>/i);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('<meta name="color-scheme" content="light dark"');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"');
    expect(html).toContain('<title>We received your booking AB12CD34</title>');
    expect(html).toMatch(/max-width:600px/);
    expect(html).toMatch(/font-size:16px/);
    expect(html).toMatch(/overflow-wrap:anywhere/);
    expect(html).not.toMatch(/<img|@import|<link|url\(/);
  });

  it('gives a choice as its prompt and one link an option, named by its label, in both parts', async () => {
    const choice = {
      prompt: 'Tap a star to rate the party:',
      options: [1, 2].map((n) => ({ label: `${n} stars`, symbol: '★', url: `${URL}&rating=${n}` })),
    };
    const withChoice: EmailContent = { ...content, choice };
    expect(composeEmail('Subject', withChoice).text).toContain(
      `Your reference is AB12CD34.\n\nTap a star to rate the party:\n1 stars: ${URL}&rating=1\n2 stars: ${URL}&rating=2\n\nView your booking: `,
    );
    const html = await emailHtml(withChoice, { title: 'Thanks', brand: 'Austin Champions' });
    expect(visibleText(html)).toContain('Tap a star to rate the party:');
    const stars = [...html.matchAll(/<a [^>]*class="email-choice"[^>]*>★<\/a>/g)].map((m) => m[0]);
    expect(stars).toHaveLength(2);
    expect(stars[1]).toContain('aria-label="2 stars"');
    expect(stars[1]).toContain(`href="${`${URL}&rating=2`.replace(/&/g, '&amp;')}"`);
    // A 44 px square, its colours its own in the dark scheme too.
    expect(stars[0]).toMatch(/width:44px;height:44px/);
    expect(html).toMatch(/a\.email-choice \{[^}]*color: #fbbf24 !important/);
  });

  it('escapes what a sender typed', async () => {
    const html = await emailHtml(
      { intro: [{ lines: ['<script>alert(1)</script>'] }], blocks: [], signOff: [] },
      { title: '<b>', brand: 'X' },
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
  });
});
