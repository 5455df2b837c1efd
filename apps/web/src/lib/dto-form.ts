import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { FORM_VALIDATOR_OPTIONS } from '@app/contracts';

/**
 * A form validated by the API's own DTO class (libs/shared/contracts): the same rules and messages, the first failing rule
 * per field like the API's ValidationPipe. The form holds what is typed (TValues); a valid submit hands over the DTO,
 * cleaned by its transforms (trimmed text, blank optionals dropped). Imported only by form components, so
 * react-hook-form and class-validator load with the routes that have a form.
 */
export const dtoResolver = <TValues extends FieldValues, TDto extends FieldValues>(dto: new () => TDto) =>
  classValidatorResolver(dto, FORM_VALIDATOR_OPTIONS) as unknown as Resolver<TValues, unknown, TDto>;

/** Puts the API's field messages (a 400 or 409 `fields`) at the form's own fields; returns how many it placed. */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  names: readonly Path<T>[],
): number {
  const own = names.filter((name) => fields[name]);
  own.forEach((name, i) => setError(name, { type: 'server', message: fields[name] }, { shouldFocus: i === 0 }));
  return own.length;
}
