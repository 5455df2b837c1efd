import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn, WAITLIST_MESSAGES } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { JoinWaitlist } from './join-waitlist.component';

// A day well inside the window a join may name (today to the booking horizon), whatever day the test runs.
const DAY = addDays(todayIn('UTC'), 30);
const form = () => screen.getByRole('form', { name: /^Wait for a time on/ });
const field = (label: string | RegExp) => within(form()).getByLabelText(label);
const send = () => within(form()).getByRole('button', { name: /Put me on the waiting list|Sending/ });

async function openForm(onPickTime = vi.fn(), email?: string) {
  const view = renderWithProviders(<JoinWaitlist day={DAY} games={5} email={email} onPickTime={onPickTime} />);
  await view.user.click(screen.getByRole('button', { name: 'Tell me if a time opens' }));
  await screen.findByRole('form', { name: /^Wait for a time on/ });
  return view;
}

function stubJoin(reply: StubReply) {
  return stubApi({ 'POST /api/waitlist': reply });
}

const refusal = (status: number, code: string, message: string, details?: unknown): StubReply => ({
  status,
  body: { statusCode: status, code, message, details },
});

describe('"Tell me if a time opens" (docs/product/waitlist.md#joining)', () => {
  it("checks the fields with the API's DTO, sends the join and says in the live region what the server answered", async () => {
    const api = stubJoin({
      status: 201,
      body: { id: 'e-1', day: DAY, secondDay: null, parts: ['afternoon'], games: 5 },
    });
    const { user, fill } = await openForm();
    expect(field('Number of games')).toHaveValue(5);

    await user.click(send());
    expect(await within(form()).findByText(WAITLIST_MESSAGES.email)).toBeInTheDocument();
    expect(within(form()).getByText(WAITLIST_MESSAGES.parts)).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    await fill(field(/Your e-mail/), 'pat@example.com');
    await user.click(within(form()).getByRole('checkbox', { name: 'Afternoon' }));
    await waitFor(() => expect(within(form()).queryByText(WAITLIST_MESSAGES.parts)).toBeNull());
    await user.click(send());

    const status = await screen.findByText(/You are on the waiting list/);
    expect(status.closest('[role="status"]')).toHaveTextContent(/We will write as soon as a time opens on/);
    expect(api.sent[0].body).toEqual({ email: 'pat@example.com', games: 5, day: DAY, parts: ['afternoon'] });
    expect(api.sent[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('form', { name: /^Wait for a time on/ })).toBeNull();
  });

  it('offers the free times a 409 WAITLIST_TIMES_FREE names, and picking one hands it to the wizard', async () => {
    stubJoin(
      refusal(409, 'WAITLIST_TIMES_FREE', 'There are still free times on that day: please book one of them.', {
        day: DAY,
        times: ['14:00', '15:30'],
      }),
    );
    const onPickTime = vi.fn();
    const { user } = await openForm(onPickTime, 'sam@example.com');
    expect(field(/Your e-mail/)).toHaveValue('sam@example.com');
    await user.click(within(form()).getByRole('checkbox', { name: 'Afternoon' }));
    await user.click(send());

    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('There are still free times on that day: please book one of them.');
    await user.click(within(alert).getByRole('button', { name: '3:30 PM' }));
    expect(onPickTime).toHaveBeenCalledWith({ date: DAY, time: '15:30' });
  });

  it.each([
    ['already waiting', refusal(409, 'WAITLIST_ALREADY_WAITING', 'This e-mail is already on the waiting list.')],
    ['over a cap', refusal(429, 'RATE_LIMITED', 'Too many families on the waiting list. Please try again in 1 hour.')],
  ])("says the server's own sentence when %s, and keeps what was typed", async (_, reply) => {
    stubJoin(reply);
    const { user } = await openForm(vi.fn(), 'kim@example.com');
    await user.click(within(form()).getByRole('checkbox', { name: 'Evening' }));
    await user.click(send());
    expect(await within(form()).findByRole('alert')).toHaveTextContent((reply.body as { message: string }).message);
    expect(field(/Your e-mail/)).toHaveValue('kim@example.com');
    expect(within(form()).getByRole('checkbox', { name: 'Evening' })).toBeChecked();
  });
});
