import {
  get,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import type { WaiverText } from '@app/contracts';
import { WaiverSigningFields } from '@/components/ui/waiver-signing.ui';

/**
 * The signing form on the host's phone: with the parent's e-mail (their copy goes there) and thumb-sized controls.
 * `at` is where the signature sits in the form: '' for a listed child's own form, 'waiver' inside the walk-in's.
 */
export function HostWaiverFields<T extends FieldValues>({
  idPrefix,
  form,
  waiver,
  childName,
  minor,
  at,
}: {
  idPrefix: string;
  form: { control: Control<T, unknown, unknown>; register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } };
  waiver: WaiverText;
  childName: string;
  minor: boolean;
  at: '' | 'waiver';
}) {
  const path = (name: string) => (at ? `${at}.${name}` : name) as Path<T>;
  const error = (name: string) => (get(form.formState.errors, path(name)) as { message?: string } | undefined)?.message;
  return (
    <WaiverSigningFields<T>
      idPrefix={idPrefix}
      waiver={waiver}
      childName={childName}
      minor={minor}
      names={{
        signerName: path('signerName'),
        email: path('email'),
        agreed: path('agreed'),
        parentOrGuardian: path('parentOrGuardian'),
        drawnSignature: path('drawnSignature'),
      }}
      control={form.control}
      register={form.register}
      errors={{
        signerName: error('signerName'),
        email: error('email'),
        agreed: error('agreed'),
        parentOrGuardian: error('parentOrGuardian'),
        drawnSignature: error('drawnSignature'),
      }}
      controlSize="4"
    />
  );
}
