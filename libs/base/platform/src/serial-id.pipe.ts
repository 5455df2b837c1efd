import { Injectable, PipeTransform, Type } from '@nestjs/common';
import { serialIdOf } from '@app/contracts';

/**
 * A pipe for a serial id in the path: anything that cannot be one (text, 0, beyond `integer`: contracts' serialIdOf,
 * the rule every id read from input follows) is simply a row that does not exist, so `notFound` decides the error (the
 * domain's 404) instead of a 400 or a database error.
 */
export function serialIdPipe(notFound: () => Error): Type<PipeTransform<string, number>> {
  @Injectable()
  class SerialIdPipe implements PipeTransform<string, number> {
    transform(value: string): number {
      const id = serialIdOf(value);
      if (id === undefined) throw notFound();
      return id;
    }
  }
  return SerialIdPipe;
}
