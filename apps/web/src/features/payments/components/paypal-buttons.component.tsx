import { Skeleton, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '@app/contracts';
import { payPalSetupQueryOptions } from '../api/paypal.api';

export interface PayPalButtonHandlers {
  /** Creates the order on our server and returns PayPal's order id. */
  createOrder: () => Promise<string>;
  onApprove: (orderId: string) => Promise<void>;
  onCancel: () => void;
  onError: (error: unknown) => void;
  /**
   * The buyer clicked: the approval window opens (docs/product/states.md#states-and-transitions pending → processing).
   */
  onClick: () => void;
}

type ButtonsInstance = { render: (container: HTMLElement) => Promise<void>; close: () => Promise<void> };

/**
 * PayPal's Buttons, loaded with the official loader only when shown (the SDK is not part of any page's first load). GET
 * /paypal/setup says where the SDK lives: the local sandbox's stand-in, or PayPal's own site with real credentials;
 * this code is the same for both. When setup fails, the message (docs/product/errors.md#errors) takes the buttons'
 * place.
 */
export function PayPalButtons({ handlers, label }: { handlers: PayPalButtonHandlers; label: string }) {
  const setup = useQuery(payPalSetupQueryOptions());
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(handlers);
  latest.current = handlers;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const options = setup.data;
    if (!options || !container.current) return;
    let buttons: ButtonsInstance | undefined;
    let gone = false;
    (async () => {
      const { loadScript } = await import('@paypal/paypal-js');
      const paypal = await loadScript({
        clientId: options.clientId,
        dataClientToken: options.clientToken,
        currency: options.currency,
        intent: options.intent,
        ...(options.sdkBaseUrl ? { sdkBaseUrl: options.sdkBaseUrl } : {}),
      });
      if (gone || !paypal?.Buttons || !container.current) return;
      buttons = paypal.Buttons({
        onClick: () => latest.current.onClick(),
        createOrder: () => latest.current.createOrder(),
        onApprove: (data) => latest.current.onApprove(data.orderID),
        onCancel: () => latest.current.onCancel(),
        onError: (error) => latest.current.onError(error),
      }) as ButtonsInstance;
      await buttons.render(container.current);
      if (!gone) setState('ready');
    })().catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [setup.data]);

  if (setup.isError || state === 'failed') {
    return (
      <Text as="p" role="alert" color="red" size="2">
        {PAYMENT_MESSAGES.serviceUnavailable}
      </Text>
    );
  }
  return (
    <div aria-label={label} role="group">
      {state === 'loading' && <Skeleton height="45px" aria-label="Loading PayPal" />}
      <div ref={container} />
    </div>
  );
}
