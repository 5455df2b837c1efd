import { fireEvent, screen } from '@testing-library/react';
import type { PayPalSetup } from '@app/contracts';
import { stubApi, type StubRoute } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { PaymentPanel, type PaymentPanelProps } from '../components/payment-panel.component';
import type { PaymentOutcome } from '../state/payment-outcome.atom';

/** The buyer's answer in PayPal's approval window, set by a test (approve by default). */
export const buyer = { answer: 'approve' as 'approve' | 'cancel' };

type ButtonHandlers = {
  onClick: () => void;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

/**
 * PayPal's JS SDK as the official loader hands it over (see payment-panel.component.test.tsx's vi.mock): its Buttons
 * draw one "PayPal" button; a click runs the handlers as PayPal does (onClick, createOrder), then the buyer's answer.
 */
export const payPalJs = {
  loadScript: async () => ({
    Buttons: (handlers: ButtonHandlers) => ({
      render: async (container: HTMLElement) => {
        const button = document.createElement('button');
        button.textContent = 'PayPal';
        button.onclick = async () => {
          handlers.onClick();
          let orderID: string;
          try {
            orderID = await handlers.createOrder();
          } catch (error) {
            return handlers.onError(error);
          }
          if (buyer.answer === 'cancel') handlers.onCancel();
          else await handlers.onApprove({ orderID });
        };
        container.append(button);
      },
      close: async () => undefined,
    }),
  }),
};

const SETUP: PayPalSetup = {
  clientToken: 'token',
  clientId: 'client',
  sdkBaseUrl: 'http://127.0.0.1:3100/sdk/js',
  currency: 'USD',
  intent: 'capture',
};
export const BOOKING = createdBooking();
export const paidBooking = (amountPaid: string, balanceDue: string) => ({ ...BOOKING, amountPaid, balanceDue });

/** The api of a $400.00 booking whose PayPal order ORDER-1 is captured and completed, unless `routes` say otherwise. */
export function stubPayPal(routes: Record<string, StubRoute> = {}) {
  return stubApi({
    'GET /paypal/setup': { body: SETUP },
    'POST /paypal/order': { status: 201, body: { id: 'ORDER-1', amount: '400.00', plan: 'full' } },
    'POST /paypal/order/ORDER-1/capture': { body: { status: 'COMPLETED', booking: paidBooking('400.00', '0.00') } },
    'POST /api/paypal-complete': { body: { success: true } },
    ...routes,
  });
}

/**
 * The payment area of the $400.00 booking (or its $200.00 balance), collecting what it reports as paid; the parent
 * has chosen to pay in full unless `asOpened` (the panel as it opens: the deposit chosen for them).
 */
export function renderPanel(
  props: {
    discountCents?: number;
    promoCode?: string | null;
    balanceOnly?: boolean;
    asOpened?: boolean;
    terms?: PaymentPanelProps['terms'];
  } = {},
) {
  const paid: PaymentOutcome[] = [];
  const view = renderWithProviders(
    <PaymentPanel
      booking={props.balanceOnly ? paidBooking('200.00', '200.00') : BOOKING}
      totalCents={40_000}
      discountCents={props.discountCents ?? 0}
      promoCode={props.promoCode ?? null}
      balanceOnly={props.balanceOnly}
      terms={props.terms}
      onPaid={(outcome) => paid.push(outcome)}
    />,
  );
  const full = screen.queryByRole('radio', { name: 'Pay in full' });
  if (full && !props.asOpened) fireEvent.click(full);
  return { ...view, paid };
}

export const payPalButton = () => screen.findByRole('button', { name: 'PayPal' });
