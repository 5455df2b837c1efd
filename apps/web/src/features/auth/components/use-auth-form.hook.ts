import type { MutateOptions } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { User } from '@app/contracts';
import { dtoResolver, showFieldErrors } from '@/lib/dto-form';
import { landingPath } from '../landing-path';
import { formErrors } from './form-error';

interface Mutation<TBody> {
  submit: (body: TBody, callbacks: MutateOptions<User, Error, TBody>) => void;
  isPending: boolean;
}

type Credentials = FieldValues & { username: string; password: string };

/**
 * Shared behaviour of the login and register forms: the API's DTO checks each field (on submit, then as the user
 * edits), submit only when username and password are filled (docs/product/validation.md#validation), server field
 * errors next to the fields and other failures in a banner, nothing typed lost on failure, the account's landing
 * page on success.
 */
export function useAuthForm<TValues extends Credentials, TDto extends FieldValues>(
  dto: new () => TDto,
  defaultValues: TValues,
  mutation: Mutation<TDto>,
) {
  const form = useForm<TValues, unknown, TDto>({
    resolver: dtoResolver<TValues, TDto>(dto),
    defaultValues: defaultValues as DefaultValues<TValues>,
    reValidateMode: 'onChange',
  });
  const [banner, setBanner] = useState<string>();
  const navigate = useNavigate();
  const names = Object.keys(defaultValues) as Path<TValues>[];
  const [username, password] = form.watch(['username', 'password'] as Path<TValues>[]) as string[];

  /** register props and the error message of one field, spread onto a FormField. */
  const field = (name: Path<TValues>) => ({
    ...form.register(name),
    error: form.formState.errors[name]?.message as string | undefined,
  });

  const canSubmit = username.trim() !== '' && password !== '' && !mutation.isPending;

  const send = form.handleSubmit((body) => {
    setBanner(undefined);
    mutation.submit(body, {
      onSuccess: (user) => void navigate(landingPath(user)),
      onError: (error) => {
        const found = formErrors(error, names);
        showFieldErrors(form.setError, found.fields, names);
        setBanner(found.banner);
      },
    });
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) void send(event);
  };

  return { field, banner, canSubmit, onSubmit, isPending: mutation.isPending };
}
