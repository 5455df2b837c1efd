import { ArgumentMetadata, ValidationError, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { hasDayBounds, withBusinessToday } from '@app/contracts';
import { fieldsWithControlCharacters } from './control-characters';
import { PlatformException } from './platform.exception';

/**
 * Global validation: unknown fields are refused, values are transformed to their DTO types, and a failure becomes a 400
 * whose message lists each field's message (the docs/product/validation.md#validation texts live on the DTOs via
 * contracts). Control characters in any text are refused first, whatever the DTO, so they never reach a service or the
 * database.
 */
class AppValidationPipe extends ValidationPipe {
  constructor(
    options: ValidationPipeOptions,
    private readonly today: () => string,
  ) {
    super(options);
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const paths = fieldsWithControlCharacters(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
      if (paths.length) {
        const fields = Object.fromEntries(
          paths.map((path) => [
            path || metadata.type,
            `${path || metadata.type} contains characters that are not allowed`,
          ]),
        );
        throw validationFailed(fields);
      }
    }
    return super.transform(value, metadata);
  }

  protected override validate(object: object, options?: ValidatorOptions) {
    return super.validate(hasDayBounds(object) ? withBusinessToday(object, this.today()) : object, options);
  }
}

/**
 * `today`: the business's calendar day (yyyy-MM-dd), which the DTOs' day bounds read (DAY_BOUNDS in libs/shared/contracts);
 * asked when a DTO with such a field is validated, never cached, so a request just after midnight in the business's
 * time zone is held to the new day.
 */
export function createValidationPipe({ today }: { today: () => string }): ValidationPipe {
  return new AppValidationPipe(
    {
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      stopAtFirstError: true,
      exceptionFactory: (errors) => validationFailed(flatten(errors)),
    },
    today,
  );
}

function validationFailed(fields: Record<string, string>): PlatformException {
  return new PlatformException('VALIDATION_FAILED', Object.values(fields).join('. '), { fields });
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
