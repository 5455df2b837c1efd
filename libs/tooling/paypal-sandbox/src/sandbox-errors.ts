import { randomBytes } from 'node:crypto';

/**
 * PayPal's error bodies, with the names, messages and issue descriptions word for word from PayPal's OpenAPI files
 * (the contract tests validate them against those files, where these texts are enums).
 */
const NAMES = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  401: [
    'AUTHENTICATION_FAILURE',
    'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  ],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
  500: ['INTERNAL_SERVER_ERROR', 'An internal server error occurred.'],
  503: ['SERVICE_UNAVAILABLE', 'Service Unavailable.'],
} as const;
export type ErrorStatus = keyof typeof NAMES;

/** Issue descriptions per operation: PayPal's files word some of them differently from one operation to another. */
const ISSUES = {
  // Orders v2's general 400/404/422 texts (create and get).
  orders: {
    MISSING_REQUIRED_PARAMETER: 'A required parameter is missing.',
    INVALID_PARAMETER_VALUE: 'A parameter value is not valid.',
    INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
    MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
    CANNOT_BE_ZERO_OR_NEGATIVE:
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
    DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
    INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  },
  capture: {
    MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
    ORDER_NOT_APPROVED:
      "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
    ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
    INSTRUMENT_DECLINED:
      "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
    DUPLICATE_INVOICE_ID:
      'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
  },
  refund: {
    MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
    INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
    INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
    INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
    CANNOT_BE_ZERO_OR_NEGATIVE:
      'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
    CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded',
    REFUND_NOT_ALLOWED: 'Capture cannot be refunded.',
    REFUND_AMOUNT_EXCEEDED:
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    PENDING_CAPTURE:
      'Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.',
  },
  // verify-webhook-signature's 400 details are free text in PayPal's file.
  verify: {
    MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
    MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  },
} as const;
export type Operation = keyof typeof ISSUES;
export type Issue<O extends Operation> = keyof (typeof ISSUES)[O];

/** A PayPal error the route handlers throw; the server's error handler answers with its body. */
export class SandboxError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.name));
  }
}

const debugId = () => randomBytes(7).toString('hex');

/** A PayPal error with one detail, e.g. paypalError(422, 'capture', 'INSTRUMENT_DECLINED'). */
export function paypalError<O extends Operation>(
  status: ErrorStatus,
  operation: O,
  issue: Issue<O>,
  where: { field?: string; value?: string; location?: 'body' | 'path' | 'query' } = {},
): SandboxError {
  const [name, message] = NAMES[status];
  const description = (ISSUES[operation] as Record<string, string>)[issue as string];
  return new SandboxError(status, {
    name,
    message,
    debug_id: debugId(),
    details: [{ ...where, issue, description }],
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${String(issue)}`,
        rel: 'information_link',
        method: 'GET',
      },
    ],
  });
}

/** A PayPal error without details (401, 5xx). */
export function plainError(status: ErrorStatus): SandboxError {
  const [name, message] = NAMES[status];
  return new SandboxError(status, { name, message, debug_id: debugId() });
}
