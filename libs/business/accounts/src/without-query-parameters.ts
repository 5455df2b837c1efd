import { QueryFailedError } from 'typeorm';

/**
 * TypeORM puts a failed query's parameters on the error, and the error filter logs errors: strip them so a
 * password hash can never reach a log line.
 */
export function withoutQueryParameters(err: unknown): unknown {
  if (err instanceof QueryFailedError) {
    Object.assign(err, { parameters: [] });
    const driverError = err.driverError as { parameters?: unknown } | undefined;
    if (driverError && 'parameters' in driverError) driverError.parameters = [];
  }
  return err;
}
