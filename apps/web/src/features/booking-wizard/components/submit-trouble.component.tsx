import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { SubmitTrouble } from '../form/use-submit-booking.hook';

/**
 * Why Submit did not end in a booking, beside Submit until the next try: no answer in time (the answers stay), a
 * booking this e-mail already has for that date and time that this browser may not open, or (not a failure, said
 * politely) an earlier try the wizard is still waiting for.
 */
export function SubmitTroubleNote({ trouble }: { trouble: SubmitTrouble }) {
  return (
    <Callout.Root color={trouble.waiting ? 'blue' : 'red'} role={trouble.waiting ? 'status' : 'alert'} size="1" mt="4">
      <Callout.Icon>
        {trouble.waiting ? <InfoCircledIcon aria-hidden /> : <ExclamationTriangleIcon aria-hidden />}
      </Callout.Icon>
      <Callout.Text>{trouble.message}</Callout.Text>
    </Callout.Root>
  );
}
