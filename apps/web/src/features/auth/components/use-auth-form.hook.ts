import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formErrors } from './form-error';

interface Mutation<TBody> {
  mutate: (body: TBody, options: { onSuccess: () => void }) => void;
  reset: () => void;
  error: unknown;
  isPending: boolean;
}

/**
 * Shared behaviour of the login and register forms: controlled values, submit only when username and password are
 * filled (SPEC §5), server errors next to the fields (cleared field by field as the user edits), / on success.
 */
export function useAuthForm<TValues extends { username: string; password: string }>(
  initial: TValues,
  mutation: Mutation<TValues>,
) {
  const [values, setValues] = useState(initial);
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const navigate = useNavigate();
  const errors = formErrors(mutation.error, Object.keys(initial));
  const fieldError = (name: keyof TValues & string) => (edited.has(name) ? undefined : errors.fields[name]);

  const set = (name: keyof TValues & string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => new Set(current).add(name));
  };

  /** value, onChange and error of one field, spread onto a FormField. */
  const field = (name: keyof TValues & string) => ({
    value: values[name],
    onChange: set(name),
    error: fieldError(name),
  });

  const canSubmit = values.username.trim() !== '' && values.password !== '' && !mutation.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setEdited(new Set());
    mutation.mutate(values, { onSuccess: () => void navigate('/') });
  };

  return { field, banner: errors.banner, canSubmit, onSubmit, isPending: mutation.isPending };
}
