import { Writable } from 'node:stream';
import { Logger } from '@nestjs/common';
import pino from 'pino';
import { PinoNestLogger } from './logger';

/** The lines a PinoNestLogger at `level` writes, parsed. */
function capture(level: string) {
  const lines: { level: number; msg: string; context?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { logger: new PinoNestLogger(pino({ level }, stream)), lines };
}

describe('PinoNestLogger', () => {
  it("keeps Nest's start-up narration (modules, routes) out of the info log, and our own lines in it", () => {
    const { logger, lines } = capture('info');
    logger.log('ConfigModule dependencies initialized', 'InstanceLoader');
    logger.log('PayPalController {/api/paypal}:', 'RoutesResolver');
    logger.log('Mapped {/metrics, GET} route', 'RouterExplorer');
    logger.log('Starting Nest application...', 'NestFactory');
    logger.log('Nest application successfully started', 'NestApplication');
    logger.log('mail sent', 'Mail');
    logger.warn('a warning from the framework', 'InstanceLoader');
    expect(lines.map((l) => [l.context, l.msg])).toEqual([
      ['Mail', 'mail sent'],
      ['InstanceLoader', 'a warning from the framework'],
    ]);
  });

  it('still shows the narration at LOG_LEVEL=debug', () => {
    const { logger, lines } = capture('debug');
    logger.log('ConfigModule dependencies initialized', 'InstanceLoader');
    expect(lines).toEqual([expect.objectContaining({ level: 20, context: 'InstanceLoader' })]);
  });

  it("receives what Nest's own Logger writes under those contexts", () => {
    const { logger, lines } = capture('info');
    Logger.overrideLogger(logger);
    try {
      new Logger('InstanceLoader').log('AppModule dependencies initialized');
      new Logger('Bookings').log('booked');
    } finally {
      Logger.overrideLogger(true);
    }
    expect(lines.map((l) => l.context)).toEqual(['Bookings']);
  });

  it("keeps the text of a structured line from Nest's Logger beside its fields and context", () => {
    const { logger, lines } = capture('info');
    Logger.overrideLogger(logger);
    try {
      new Logger('Metrics').error({ port: 9464 }, 'no /metrics for this worker');
      new Logger('Heartbeat').warn({ err: new Error('disk full') }, 'cannot write the heartbeat file');
      new Logger('Mail').log('mail sent');
    } finally {
      Logger.overrideLogger(true);
    }
    expect(lines).toEqual([
      expect.objectContaining({ context: 'Metrics', port: 9464, msg: 'no /metrics for this worker' }),
      expect.objectContaining({ context: 'Heartbeat', msg: 'cannot write the heartbeat file' }),
      expect.objectContaining({ context: 'Mail', msg: 'mail sent' }),
    ]);
  });
});
