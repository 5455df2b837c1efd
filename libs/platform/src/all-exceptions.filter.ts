import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppException } from './app.exception';
import { ErrorBody, errorBody } from './error-body';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const res = http.getResponse<Response>();
    const req = http.getRequest<Request>();
    const { body, headers } = this.toResponse(exception, req);
    if (body.statusCode >= 500) {
      this.logger.error({ err: exception, path: req.originalUrl }, 'Unhandled error');
    }
    if (res.headersSent) return;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.status(body.statusCode).json(body);
  }

  private toResponse(exception: unknown, req: Request): { body: ErrorBody; headers: Record<string, string> } {
    if (exception instanceof AppException) {
      return {
        body: errorBody(exception.status, exception.message, exception.fields),
        headers: exception.headers ?? {},
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) {
        return { body: errorBody(404, `No API route matches ${req.method} ${req.path}.`), headers: {} };
      }
      return { body: errorBody(status, readableMessage(exception.getResponse(), exception.message)), headers: {} };
    }
    return { body: errorBody(500, INTERNAL_MESSAGE), headers: {} };
  }
}

/** Nest's built-in exceptions carry a string or an array of strings; make it one sentence-like string. */
function readableMessage(response: string | object, fallback: string): string {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('. ');
  if (typeof message === 'string') return message;
  return fallback;
}
