import { ValidationError, ValidationPipe } from '@nestjs/common';
import { AppException } from './app.exception';

/**
 * Global validation: unknown fields are refused, values are transformed to their DTO types, and a failure
 * becomes a 400 whose message lists each field's message (the SPEC §5 texts live on the DTOs via contracts).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new AppException('bad_request', Object.values(fields).join('. '), fields);
    },
  });
}

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const first = Object.entries(error.constraints ?? {})[0];
    if (first) {
      const [rule, message] = first;
      fields[path] = rule === 'whitelistValidation' ? `${path} is not an accepted field` : message;
    }
    Object.assign(fields, flatten(error.children ?? [], path));
  }
  return fields;
}
