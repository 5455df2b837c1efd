import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import type { FieldErrors } from 'react-hook-form';
import { createValidationPipe } from '@app/platform';
import { FORM_VALIDATOR_OPTIONS } from '@app/contracts';

/** Test helpers: a DTO run the API's way (its ValidationPipe) and the SPA's way (the form resolver). */
type Dto = new () => object;
type Fields = Record<string, string>;

/**
 * The business's today the DTO specs stand on unless they name one: the api's pipe always holds days to DAY_BOUNDS,
 * and a fixed day keeps the specs' fixed dates (2026-2031) inside its windows whatever the machine's clock says.
 */
const SPEC_TODAY = '2030-01-01';
const pipe = createValidationPipe({ today: () => SPEC_TODAY });

/**
 * The field messages of the API's 400 for this body ({} when accepted), its days held to DAY_BOUNDS around `today`
 * (the business's yyyy-MM-dd) as the api's pipe holds them.
 */
export async function pipeFields(dto: Dto, body: unknown, today?: string): Promise<Fields> {
  const check = today ? createValidationPipe({ today: () => today }) : pipe;
  try {
    await check.transform(body, { type: 'body', metatype: dto });
    return {};
  } catch (err) {
    const fields = (err as { fields?: Fields }).fields;
    if (fields) return fields;
    throw err;
  }
}

/** The body the API's pipe hands to the controller (transformed and trimmed). */
export const pipeValue = (dto: Dto, body: unknown) => pipe.transform(body, { type: 'body', metatype: dto });

/** The messages react-hook-form shows for these form values, by field path ({} when valid). */
export async function formFields(dto: Dto, values: object): Promise<Fields> {
  const resolve = classValidatorResolver(dto as new () => Record<string, unknown>, FORM_VALIDATOR_OPTIONS);
  const { errors } = await resolve(values as Record<string, unknown>, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return flatten(errors);
}

function flatten(errors: FieldErrors, prefix = ''): Fields {
  const fields: Fields = {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof error.message === 'string') fields[path] = error.message;
    else Object.assign(fields, flatten(error as FieldErrors, path));
  }
  return fields;
}

/** Both ways at once: the API's fields and the form's fields for one input. */
export async function bothWays(dto: Dto, input: object): Promise<{ api: Fields; form: Fields }> {
  return { api: await pipeFields(dto, input), form: await formFields(dto, input) };
}
