import { Injectable, PipeTransform, Type } from '@nestjs/common';

/** The largest PostgreSQL `integer`: a longer id would fail in the database, so it is refused here. */
const MAX_SERIAL = 2_147_483_647;

/**
 * A pipe for a serial id in the path: anything that cannot be one (text, 0, beyond `integer`) is simply a row that
 * does not exist, so `notFound` decides the error (the domain's 404) instead of a 400 or a database error.
 */
export function serialIdPipe(notFound: () => Error): Type<PipeTransform<string, number>> {
  @Injectable()
  class SerialIdPipe implements PipeTransform<string, number> {
    transform(value: string): number {
      const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
      if (!(id <= MAX_SERIAL)) throw notFound();
      return id;
    }
  }
  return SerialIdPipe;
}
