import { useForm } from 'react-hook-form';
import {
  isMinor,
  PhoneWaiverSignatureDto,
  WAIVER_TEXTS as T,
  type HostPartyChild,
  type WaiverText,
} from '@app/contracts';
import {
  UNSIGNED,
  WaiverSigningFields,
  withGuardianCheck,
  type WaiverSigningValues,
} from '@/components/ui/waiver-signing.ui';
import { dtoResolver } from '@/lib/dto-form';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostFoldingForm } from './host-folding-form.component';

export type PhoneSignatureValues = WaiverSigningValues & { email: string; version: number; id: string };

/** A signature as the phone starts it: the version it shows, and the id that makes its replays one record. */
export const phoneSignatureStart = (waiver: WaiverText): PhoneSignatureValues => ({
  ...UNSIGNED,
  email: '',
  version: waiver.version,
  id: crypto.randomUUID(),
});

/**
 * A listed child's parent signs the waiver on the host's phone (docs/product/waivers.md#at-the-door): kept in the
 * outbox like every host action, so it works without a signal; the child shows as signed at once.
 */
export function HostWaiverForm({
  partyId,
  child,
  waiver,
  onDone,
}: {
  partyId: string;
  child: HostPartyChild;
  waiver: WaiverText;
  onDone: () => void;
}) {
  const { send } = useHostActions(partyId);
  const minor = isMinor(child.age);
  const form = useForm<PhoneSignatureValues, unknown, PhoneWaiverSignatureDto>({
    resolver: withGuardianCheck(
      dtoResolver<PhoneSignatureValues, PhoneWaiverSignatureDto>(PhoneWaiverSignatureDto),
      'parentOrGuardian',
      () => minor,
    ),
    defaultValues: phoneSignatureStart(waiver),
  });
  const onSubmit = form.handleSubmit(async (signature) => {
    await send({ kind: 'waiver', childId: child.id, signature });
    onDone();
  });
  return (
    <HostFoldingForm
      label={T.signOnPhoneFor(child.firstName)}
      submitLabel={T.signOnPhone}
      open
      onOpenChange={(open) => !open && onDone()}
      onSubmit={onSubmit}
    >
      <WaiverSigningFields<PhoneSignatureValues>
        idPrefix="host-waiver"
        waiver={waiver}
        childName={child.firstName}
        minor={minor}
        form={form}
        withEmail
        controlSize="4"
      />
    </HostFoldingForm>
  );
}
