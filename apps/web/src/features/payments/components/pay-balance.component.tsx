import { Button, Dialog, Flex } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYMENT_PLAN_LABELS, shortBookingId, type Booking } from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';
import { useToast } from '@/components/ui/toast';
import { PaymentPanel } from './payment-panel.component';

/** /profile's "Pay balance" (DESIGN §4.5): the rest after a deposit, through the same PayPal flow. */
export function PayBalance({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const totalCents = dollarsToCents(booking.totalPrice) ?? 0;
  const finalCents = dollarsToCents(booking.finalPrice ?? booking.totalPrice) ?? totalCents;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="2">{PAYMENT_PLAN_LABELS.balance}</Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{PAYMENT_PLAN_LABELS.balance}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          Event #{shortBookingId(booking.id)}: {formatUsd(dollarsToCents(booking.balanceDue ?? '0') ?? 0)} left to pay.
        </Dialog.Description>
        <Flex direction="column" gap="3">
          <PaymentPanel
            booking={booking}
            totalCents={totalCents}
            discountCents={totalCents - finalCents}
            promoCode={booking.promoCode ?? null}
            balanceOnly
            onPaid={() => {
              setOpen(false);
              toast({ title: 'Balance paid', description: 'Thank you! Your receipt is on its way by e-mail.' });
              void queryClient.invalidateQueries();
            }}
          />
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
