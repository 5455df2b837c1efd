import { Button, Flex, Text } from '@radix-ui/themes';
import { ADMIN_ACTION_MESSAGES as M, bookingStatusOf, type Booking } from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { useResendConfirmation } from '@/features/admin/shared/booking-detail/api/resend-confirmation.api';
import { actionFailureToast } from '@/features/admin/shared/components/action-failure-toast';

/** "Resend confirmation": a confirmed booking's confirmation e-mail, built and sent to the parent again. */
export function ResendConfirmation({ booking }: { booking: Booking }) {
  const resend = useResendConfirmation(booking.id);
  const { toast } = useToast();
  if (bookingStatusOf(booking) !== 'confirmed') return null;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: 'Confirmation sent again', description: M.confirmationResent }),
      onError: (error) => toast(actionFailureToast('Not sent', error)),
    });

  return (
    <Flex gap="3" align="center" wrap="wrap" mt="3">
      <Button variant="soft" onClick={onResend} loading={resend.isPending}>
        Resend confirmation
      </Button>
      <Text size="1" color="gray">
        E-mails the confirmation to {booking.parentEmail} again.
      </Text>
    </Flex>
  );
}
