import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** Secrets never reach a log line: cookies, auth headers and anything named like a password. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
];

export function createLogger(level: string, name: string): Logger {
  return pino({ level, name, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

/**
 * Where Nest narrates its own start-up: every module loaded and every route mapped, about 170 lines that tell an
 * operator nothing (and the route banner shows controller paths before the global prefix's exclusions). Their
 * messages are written at debug (LOG_LEVEL=debug still shows them); their warnings and errors stay as they are.
 */
const NEST_START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
]);

/** Routes Nest's own log calls into the same structured pino stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write(context && NEST_START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined);
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string) {
    if (typeof message === 'object' && message !== null) this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
