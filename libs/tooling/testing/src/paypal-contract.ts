import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** PayPal's official OpenAPI files, kept in the repository (libs/business/payments/openapi) so tests run offline. */
const SPEC_DIR = join(__dirname, '..', '..', '..', 'business', 'payments', 'openapi');
const SPEC_FILES = ['checkout_orders_v2.json', 'payments_payment_v2.json', 'notifications_webhooks_v1.json'];
/** PayPal's OAuth2 token endpoint is not described in these files. */
const UNDESCRIBED = ['POST /v1/oauth2/token'];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Operation {
  file: string;
  pointer: string;
  op: Json;
  spec: Json;
}

export interface ContractViolation {
  direction: 'request' | 'response';
  call: string;
  status?: number;
  errors: string[];
}

/**
 * Checks requests and responses against PayPal's OpenAPI files with Ajv (body schemas and header parameters).
 * Ajv runs without the `u` flag: three of PayPal's patterns are invalid under it (see docs/toolchain.md), and a
 * validator that silently skips them would check nothing. `transport()` wraps fetch for PayPalClient and the tests:
 * every request it sends and every answer it gets is checked and each violation recorded in `violations`.
 */
export class PayPalContract {
  readonly violations: ContractViolation[] = [];
  private readonly ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false, logger: false });
  private readonly specs = new Map<string, Json>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    addFormats(this.ajv);
    for (const file of SPEC_FILES) {
      const spec = JSON.parse(readFileSync(join(SPEC_DIR, file), 'utf8')) as Json;
      this.specs.set(file, spec);
      this.ajv.addSchema(spec, file);
    }
  }

  /** Problems with a request: unknown operation, a header parameter or a body that the spec refuses. */
  checkRequest(method: string, url: string, headers: Headers, body: unknown): string[] {
    const call = `${method} ${new URL(url).pathname}`;
    if (UNDESCRIBED.includes(call)) return [];
    const operation = this.find(method, url);
    if (!operation) return [`${call} is not an operation in PayPal's OpenAPI files`];
    const errors: string[] = [];
    for (const raw of operation.op.parameters ?? []) {
      const param = this.resolve(operation.spec, raw);
      if (param.in !== 'header') continue;
      const value = headers.get(param.name);
      if (value === null) {
        if (param.required) errors.push(`header ${param.name} is required`);
        continue;
      }
      errors.push(...this.validate(this.ajv.compile(param.schema), value, `header ${param.name}`));
    }
    const content = this.resolve(operation.spec, operation.op.requestBody ?? {}).content?.['application/json'];
    if (content && (body !== undefined || operation.op.requestBody?.required)) {
      errors.push(...this.validate(this.schemaAt(operation, 'requestBody', content), body, 'body'));
    }
    return errors;
  }

  /** Problems with a response: a status the operation does not declare, or a body its schema refuses. */
  checkResponse(method: string, url: string, status: number, body: unknown): string[] {
    const call = `${method} ${new URL(url).pathname}`;
    if (UNDESCRIBED.includes(call)) return [];
    const operation = this.find(method, url);
    if (!operation) return [`${call} is not an operation in PayPal's OpenAPI files`];
    const key = operation.op.responses[status] ? String(status) : 'default';
    const declared = operation.op.responses[key];
    if (!declared) return [`${call} does not declare a ${status} response`];
    const content = this.resolve(operation.spec, declared).content?.['application/json'];
    if (!content) return body === undefined ? [] : [`${call} ${status} declares no JSON body`];
    return this.validate(this.schemaAt(operation, `responses/${key}`, content, declared.$ref), body, `${status} body`);
  }

  /** A fetch that checks what goes out and what comes back, recording violations. */
  transport(inner: (request: Request) => Promise<Response> = (request) => fetch(request)) {
    return async (request: Request): Promise<Response> => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      const sent = await request.clone().text();
      const errors = this.checkRequest(request.method, request.url, request.headers, parse(sent, request.headers));
      if (errors.length) this.violations.push({ direction: 'request', call, errors });
      const response = await inner(request);
      const text = await response.clone().text();
      const answer = this.checkResponse(request.method, request.url, response.status, parse(text, response.headers));
      if (answer.length) this.violations.push({ direction: 'response', call, status: response.status, errors: answer });
      return response;
    };
  }

  private find(method: string, url: string): Operation | undefined {
    const path = new URL(url).pathname;
    for (const [file, spec] of this.specs) {
      for (const [template, item] of Object.entries(spec.paths as Json)) {
        const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
        const op = item[method.toLowerCase()];
        if (op && pattern.test(path)) {
          return { file, spec, op, pointer: `#/paths/${escapePointer(template)}/${method.toLowerCase()}` };
        }
      }
    }
    return undefined;
  }

  /** The compiled validator for a body schema, by its place in the file (so its internal $refs resolve). */
  private schemaAt(operation: Operation, where: string, content: Json, responseRef?: string): ValidateFunction {
    const base = responseRef ?? `${operation.pointer}/${where}`;
    const ref = content.schema.$ref ?? `${base}/content/application~1json/schema`;
    const id = `${operation.file}${ref}`;
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = this.ajv.compile({ $ref: id.replace(/[{}]/g, encodeURIComponent) });
      this.compiled.set(id, validate);
    }
    return validate;
  }

  private validate(validate: ValidateFunction, value: unknown, what: string): string[] {
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${what}${e.instancePath} ${e.message}`);
  }

  private resolve(spec: Json, node: Json): Json {
    if (!node.$ref) return node;
    return (node.$ref as string)
      .slice(2)
      .split('/')
      .reduce((at: Json, key) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function parse(text: string, headers: Headers): unknown {
  if (!text) return undefined;
  if (!headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
