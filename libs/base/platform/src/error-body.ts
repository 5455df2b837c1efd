import { STATUS_CODES } from 'node:http';
import { ERROR_STATUS, ErrorCode, ErrorResponse } from '@app/contracts';
import type { ExceptionExtras } from './coded.exception';

/** The one JSON error shape every endpoint answers with; the status follows from the code. */
export function errorBody(
  code: ErrorCode,
  message: string,
  { fields, details }: Omit<ExceptionExtras, 'headers'> = {},
): ErrorResponse {
  const statusCode = ERROR_STATUS[code];
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code,
    message,
    ...(fields ? { fields } : {}),
    ...(details ? { details } : {}),
  };
}
