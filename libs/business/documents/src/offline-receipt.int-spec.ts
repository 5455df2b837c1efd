import request from 'supertest';
import { BookingsModule } from '@app/bookings';
import { todayIn } from '@app/contracts';
import { PaymentsModule } from '@app/payments';
import { bookingPayload, catalogueGameIds, CONTEXT, loginAsAdmin, startTestApp, TestApp } from '@app/testing';
import { DocumentFactsReader } from './document-facts.reader';
import { receiptEmail } from './document-emails';
import { DocumentsModule } from './documents.module';
import { receiptHtml } from './templates/receipt.template';

describe('the receipt of money taken outside PayPal, from what the admin recorded', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ imports: [BookingsModule, PaymentsModule, DocumentsModule] });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reads "Paid $150.00 in cash on <day>" in the PDF’s page and its e-mail, the balance after it', async () => {
    const games = (await catalogueGameIds(api.server)).slice(0, 3);
    const { body: booking } = await request(api.server).post('/api/bookings').send(bookingPayload(games)).expect(201);
    const admin = await loginAsAdmin(api.server);
    const receivedOn = todayIn('America/Chicago');
    const { body: payment } = await admin
      .post(`/api/admin/bookings/${booking.id}/payments`)
      .send({ method: 'cash', amount: '150.00', receivedOn })
      .expect(201);
    const facts = await api.app.get(DocumentFactsReader).receiptFacts(payment.id);
    const page = receiptHtml(facts, CONTEXT);
    expect(page).toMatch(/Paid \$150\.00 in cash on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(page).toContain('$250.00');
    expect(page).not.toContain('PayPal capture ID');
    expect(receiptEmail(facts, CONTEXT, null, false).text).toMatch(/^Paid \$150\.00 in cash on .+ for /m);
  });
});
