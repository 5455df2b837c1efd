import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { ContactForm } from './contact-form.component';

const MESSAGES = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Please select a subject',
  'Message must be at least 10 characters',
];
const SENT: StubReply = { status: 201, body: { id: 'm-1' } };

const form = () => screen.getByRole('form', { name: 'Send us a Message' });
const field = (label: string) => within(form()).getByLabelText(label);
const send = () => within(form()).getByRole('button', { name: /Send Message|Sending/ });

function stubMessages(...replies: (StubReply | Promise<StubReply>)[]) {
  return stubApi({ 'POST /api/contact-messages': () => replies.shift() ?? SENT });
}

describe('"Send us a Message" (docs/product/pages.md#routes and docs/product/validation.md#validation)', () => {
  it('shows every message on a first empty send, clears each as it is fixed, then sends, thanks and empties the form', async () => {
    const api = stubMessages(SENT);
    const { user, fill } = renderWithProviders(<ContactForm />);
    await user.click(send());
    for (const message of MESSAGES) expect(await within(form()).findByText(message)).toBeInTheDocument();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);

    await fill(field('Name'), 'Jamie Parent');
    await waitFor(() => expect(within(form()).queryByText(MESSAGES[0])).toBeNull());
    await fill(field('Email'), 'jamie@');
    expect(await within(form()).findByText(MESSAGES[1])).toBeInTheDocument();
    await fill(field('Email'), 'jamie@example.com');
    await waitFor(() => expect(within(form()).queryByText(MESSAGES[1])).toBeNull());
    await user.click(within(form()).getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'Pricing Information' }));
    await waitFor(() => expect(within(form()).queryByText(MESSAGES[2])).toBeNull());
    await fill(field('Message'), 'Short');
    expect(await within(form()).findByText(MESSAGES[3])).toBeInTheDocument();
    await fill(field('Message'), 'Do you travel to the north side of town for a Saturday party?');

    await user.click(send());
    expect(await findToast('Message Sent!')).toHaveTextContent(
      "Thank you for contacting us. We'll get back to you within 24 hours.",
    );
    expect(api.sent[0].body).toEqual({
      name: 'Jamie Parent',
      email: 'jamie@example.com',
      subject: 'pricing',
      message: 'Do you travel to the north side of town for a Saturday party?',
    });
    expect(api.sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    for (const label of ['Name', 'Email', 'Message']) expect(field(label)).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Select a subject');
    for (const message of MESSAGES) expect(within(form()).queryByText(message)).toBeNull();
  });

  it("says 'Sending...' while in flight; a refused send keeps the text and shows the server's field messages", async () => {
    let answer!: (reply: StubReply) => void;
    stubMessages(new Promise<StubReply>((resolve) => (answer = resolve)));
    const { user, fill } = renderWithProviders(<ContactForm initialSubject="games" />);
    expect(within(form()).getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Game Options');
    await fill(field('Name'), 'Alex');
    await fill(field('Email'), 'alex@example.org');
    await fill(field('Message'), 'Which games suit six-year-olds?');
    await user.click(send());
    expect(send()).toHaveTextContent('Sending...');
    expect(send()).toBeDisabled();
    answer({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      },
    });

    expect(await findToast('Error')).toHaveTextContent('Failed to send message. Please try again.');
    expect(within(form()).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveValue('Alex');
    expect(field('Message')).toHaveValue('Which games suit six-year-olds?');
    expect(send()).toBeEnabled();
  });

  it('sends one message for a double click', async () => {
    const api = stubMessages(SENT);
    const { user, fill } = renderWithProviders(<ContactForm initialSubject="pricing" />);
    await fill(field('Name'), 'Dana Double');
    await fill(field('Email'), 'dana@example.com');
    await fill(field('Message'), 'What does a party for 25 kids cost?');
    await user.dblClick(send());
    await findToast('Message Sent!');
    expect(api.sent).toHaveLength(1);
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, and a new message with a new one', async () => {
    const api = stubMessages({ status: 503 }, SENT, SENT);
    const { user, fill } = renderWithProviders(<ContactForm initialSubject="other" />);
    await fill(field('Name'), 'Riley Retry');
    await fill(field('Email'), 'riley@example.com');
    await fill(field('Message'), 'Is there parking near the park pavilion?');
    await user.click(send());
    await findToast('Error');
    expect(field('Name')).toHaveValue('Riley Retry');
    await user.click(send());
    await findToast('Message Sent!');

    await fill(field('Name'), 'Riley Retry');
    await fill(field('Email'), 'riley@example.com');
    await user.click(within(form()).getByRole('combobox', { name: 'Subject' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await fill(field('Message'), 'And is there shade for the kids?');
    await user.click(send());
    await waitFor(() => expect(api.sent).toHaveLength(3));
    const [first, retry, next] = api.sent.map((r) => r.headers['Idempotency-Key']);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
