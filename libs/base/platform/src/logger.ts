import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';

/** Secrets never reach a log line: cookies, auth headers and anything named like a password. */
const REDACT_PATHS = [
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

  // Nest's Logger passes (message, ...params, its context): the last string is the context (as its ConsoleLogger
  // reads it), and a string before it is the text of a structured line, e.g. logger.warn({ err }, 'text').
  log(message: unknown, ...params: unknown[]) {
    const context = contextOf(params);
    this.write(context && NEST_START_UP_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.write('trace', message, params);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, params: unknown[]) {
    const context = contextOf(params);
    if (typeof message === 'object' && message !== null) {
      const text = params.slice(0, context === undefined ? undefined : -1).find((p) => typeof p === 'string');
      this.logger[level]({ context, ...message }, ...(typeof text === 'string' ? [text] : []));
    } else this.logger[level]({ context }, String(message));
  }
}

const contextOf = (params: unknown[]) => {
  const last = params.at(-1);
  return typeof last === 'string' ? last : undefined;
};
