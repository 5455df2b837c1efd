import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isEmail } from './email.validator';

/** The one e-mail rule (contracts' isEmail) as a class-validator rule, so the API and the SPA accept the same addresses. */
export const IsEmailAddress = (options: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    { name: 'isEmailAddress', validator: { validate: (value) => typeof value === 'string' && isEmail(value) } },
    options,
  );
