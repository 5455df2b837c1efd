import type { ErrorCode } from '@app/contracts';
import { ApiError } from './api-client';

// Beside the client rather than in it: only forms read error bodies, so a page that only reads data (the home page)
// does not download this.

export interface ApiErrorDetails {
  /** The API's machine-readable code: branch on this, never on the message text. */
  code?: ErrorCode;
  message?: string;
  fields: Record<string, string>;
  /** The error's own facts (e.g. the server's figures with a 422 PRICE_MISMATCH); shape given by its code. */
  details?: Record<string, unknown>;
}

/** Reads the API's JSON error shape ({ message, fields }) for showing it next to the form; empty when absent. */
export function readApiError(error: unknown): ApiErrorDetails {
  if (!(error instanceof ApiError)) return { fields: {} };
  try {
    const parsed = JSON.parse(error.bodyText) as {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
      details?: unknown;
    };
    const fields: Record<string, string> = {};
    if (parsed.fields && typeof parsed.fields === 'object') {
      for (const [key, value] of Object.entries(parsed.fields as Record<string, unknown>)) {
        if (typeof value === 'string') fields[key] = value;
      }
    }
    const message = Array.isArray(parsed.message)
      ? parsed.message.join('. ')
      : typeof parsed.message === 'string'
        ? parsed.message
        : undefined;
    const code =
      // The API's codes (ERROR_STATUS); the table itself stays out of every page's first load.
      typeof parsed.code === 'string' ? (parsed.code as ErrorCode) : undefined;
    const details =
      parsed.details && typeof parsed.details === 'object' ? (parsed.details as Record<string, unknown>) : undefined;
    return { code, message, fields, details };
  } catch {
    return { fields: {} };
  }
}
