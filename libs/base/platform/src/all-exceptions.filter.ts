import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { describeError } from './error-response';

/**
 * Every error a route raises leaves as the one error body (`describeError`). Written against Nest's HTTP adapter,
 * not a particular server library.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const adapter = this.adapterHost.httpAdapter;
    const http = host.switchToHttp();
    const req = http.getRequest<unknown>();
    const res = http.getResponse<unknown>();
    const request = { method: adapter.getRequestMethod(req) as string, url: adapter.getRequestUrl(req) as string };
    const { body, headers, isServerFault, databaseUnavailable } = describeError(exception, request);
    // The request's id, not its URL, which may carry a capability: the request's access log line has the URL with
    // them redacted (libs/base/http access-log.ts), under the same id.
    const reqId = (req as { id?: unknown }).id;
    if (isServerFault) this.logger.error({ err: exception, reqId }, 'Unhandled error');
    if (databaseUnavailable) this.logger.warn({ reason: databaseUnavailable, reqId }, 'database unavailable');
    if (adapter.isHeadersSent(res)) return;
    for (const [name, value] of Object.entries(headers)) adapter.setHeader(res, name, value);
    adapter.reply(res, body, body.statusCode);
  }
}
