import { ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isEmail } from '@app/contracts';

/** The same e-mail rule as the SPA's forms (contracts), so both sides accept exactly the same addresses. */
@ValidatorConstraint({ name: 'isEmailAddress' })
export class IsEmailAddress implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isEmail(value);
  }
}
