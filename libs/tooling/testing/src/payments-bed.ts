import type { INestApplicationContext, ModuleMetadata } from '@nestjs/common';
import { BookingMoneyModule } from '@app/booking-money';
import { BookingsWorkerModule } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import { PaymentsWorkerModule, RefundRetriesWorkerModule } from '@app/payments';
import type { PayPalSandbox } from '@app/paypal-sandbox';
import { catalogueGameIds } from './bookings';
import { deliverWebhooksTo, sandboxEnv, startPayPalSandbox } from './paypal-sandbox';
import { Inbox } from './inbox';
import { startTestApp, type TestApp } from './test-app';
import { startTestWorker } from './test-worker';

export interface PaymentsBedOptions {
  /** The app's modules under test (CatalogModule is added: the bed reads the catalogue's first games). */
  imports: ModuleMetadata['imports'];
  /** The app's (and the worker's) settings on top of the sandbox's PAYPAL_* ones. */
  env?: Record<string, string>;
  /** The sandbox delivers its signed webhooks to the app over HTTP, as PayPal does (the app then listens). */
  webhooks?: boolean;
  /** A real worker with these modules, its e-mail going to the test run's MailDev. */
  worker?: ModuleMetadata['imports'];
}

/** A money test's world: the PayPal sandbox, the app pointed at it and, when asked, webhooks, a worker and SMTP. */
export interface PaymentsBed {
  sandbox: PayPalSandbox;
  t: TestApp;
  /** The catalogue's first three game ids (bookingPayload's $400.00 booking). */
  games: number[];
  /** Where the sandbox delivers webhooks (null without `webhooks`). */
  webhookUrl: string | null;
  /** Where the worker's e-mail goes, with `worker` only: null otherwise. */
  inbox: Inbox | null;
  worker: INestApplicationContext | null;
  close(): Promise<void>;
}

/** A bed with a worker: its e-mail goes to `inbox`. */
export interface WorkerBed extends PaymentsBed {
  inbox: Inbox;
  worker: INestApplicationContext;
}

/** Starts a PaymentsBed; close() it in afterAll (it stops the sandbox first, so no webhook lands on a closed app). */
export async function startPaymentsBed(
  options: PaymentsBedOptions & { worker: ModuleMetadata['imports'] },
): Promise<WorkerBed>;
export async function startPaymentsBed(options: PaymentsBedOptions): Promise<PaymentsBed>;
export async function startPaymentsBed(options: PaymentsBedOptions): Promise<PaymentsBed> {
  const sandbox = await startPayPalSandbox();
  const paypal = sandboxEnv(sandbox);
  const t = await startTestApp({
    // A process with payments cancels with a refund and shows it on the booking's page: the orchestration above both.
    imports: [...(options.imports ?? []), CatalogModule, BookingMoneyModule],
    env: { ...paypal, ...options.env },
  });
  const webhookUrl = options.webhooks ? await deliverWebhooksTo(t, sandbox) : null;
  const inbox = options.worker ? Inbox.ofTestRun() : null;
  const worker = options.worker
    ? await startTestWorker({
        imports: options.worker,
        overrides: { SMTP_URL: inbox!.smtpUrl, ...paypal, ...options.env },
      })
    : null;
  const games = (await catalogueGameIds(t.server)).slice(0, 3);
  return {
    sandbox,
    t,
    games,
    webhookUrl,
    inbox,
    worker,
    async close() {
      await sandbox.close();
      await worker?.close();
      await t.close();
    },
  };
}

/**
 * A cancellation's world (docs/cancellation.md): the bed with PayPal's webhooks and a worker that sends e-mails and
 * retries a refund PayPal could not be reached for, its first retry a second after the refund is asked, not a minute.
 */
export const startCancellationBed = (imports: ModuleMetadata['imports']): Promise<WorkerBed> =>
  startPaymentsBed({
    imports,
    webhooks: true,
    worker: [BookingsWorkerModule, PaymentsWorkerModule, RefundRetriesWorkerModule],
    env: { REFUND_RETRY_SECONDS: '1' },
  });

/**
 * A suite's bed, started before its cases and closed after them: the cases read its parts (`bed.t`, `bed.sandbox`,
 * `bed.games`, `bed.inbox`) from the handle, which is filled in once the bed has started. One line where each money
 * suite declared the parts, started, unpacked and closed the bed.
 */
export function usePaymentsBed<Bed extends PaymentsBed>(start: () => Promise<Bed>): Bed {
  // Jest's hooks, read where a suite calls this: the build compiles this lib without jest's types for the dev tools.
  const { beforeAll, afterAll } = globalThis as unknown as Record<
    'beforeAll' | 'afterAll',
    (hook: () => unknown) => void
  >;
  const bed = {} as Bed;
  beforeAll(async () => {
    Object.assign(bed, await start());
  });
  afterAll(() => bed.close?.());
  return bed;
}
