import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCAL_PAYPAL } from '@app/config';
import { plainError, SandboxError } from './sandbox-errors';
import { registerSandboxControls } from './sandbox-controls';
import { registerSandboxPages } from './sandbox-pages';
import { registerPayPalApi } from './sandbox-paypal-api';
import type { SandboxFault, SandboxState, SandboxStats } from './sandbox-state';
import { SandboxStore } from './sandbox-store';
import { SandboxWebhooks } from './sandbox-webhooks';

export interface PayPalSandboxOptions {
  /** The credentials the token endpoint accepts (default: LOCAL_PAYPAL's, which the api uses without PAYPAL_*). */
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** Where PAYMENT.CAPTURE.* webhooks go (the api's POST /api/paypal/webhook); unset: recorded only. */
  webhookUrl?: string;
  /** The origin browsers and links use; default: the address it listens on. */
  publicUrl?: string;
  tokenLifetimeSeconds?: number;
  webhookRetryDelaysMs?: number[];
}

/**
 * A local PayPal: the REST calls we use (OAuth token, orders create/get/capture, capture refund, webhook signature
 * verification) with PayPal's shapes and errors, an approval window, a stand-in for the JS SDK, signed webhooks, and
 * controls for tests (/sandbox/...). State lives in memory and is lost on restart.
 */
export class PayPalSandbox implements SandboxState {
  readonly app: FastifyInstance;
  readonly store: SandboxStore;
  readonly webhooks: SandboxWebhooks;
  readonly stats: SandboxStats = { tokenRequests: 0, requests: {} };
  readonly faults: (SandboxFault & { times: number })[] = [];
  private readonly answerDelays = new WeakMap<FastifyRequest, number>();
  readonly tokens = new Map<string, number>();
  readonly replies = new Map<string, { status: number; body: unknown }>();
  readonly credentials: { clientId: string; clientSecret: string; webhookId: string };
  readonly tokenLifetimeSeconds: number;
  private origin?: string;

  constructor(private readonly options: PayPalSandboxOptions = {}) {
    this.credentials = {
      clientId: options.clientId ?? LOCAL_PAYPAL.clientId,
      clientSecret: options.clientSecret ?? LOCAL_PAYPAL.clientSecret,
      webhookId: options.webhookId ?? LOCAL_PAYPAL.webhookId,
    };
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
    const baseUrl = () => this.url;
    this.store = new SandboxStore(baseUrl);
    this.webhooks = new SandboxWebhooks(
      baseUrl,
      this.credentials.webhookId,
      options.webhookUrl,
      options.webhookRetryDelaysMs ?? [1000, 3000, 10_000],
    );
    this.app = this.build();
  }

  get url(): string {
    if (!this.origin) throw new Error('the PayPal sandbox is not listening yet');
    return this.origin;
  }

  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    await this.app.listen({ port, host });
    const address = this.app.server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    this.origin = this.options.publicUrl?.replace(/\/+$/, '') ?? `http://${host}:${bound}`;
    return this.origin;
  }

  async close(): Promise<void> {
    await this.webhooks.close();
    await this.app.close();
  }

  issueToken(): { token: string; expiresIn: number } {
    const token = `A21AA${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, Date.now() + this.tokenLifetimeSeconds * 1000);
    return { token, expiresIn: this.tokenLifetimeSeconds };
  }

  private build(): FastifyInstance {
    const app = Fastify({ logger: false });
    // PayPal accepts an empty body on capture; Fastify's own parser would refuse it.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      if (!body) return done(null, undefined);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(
          new SandboxError(400, {
            name: 'INVALID_REQUEST',
            message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
            details: [{ issue: 'MALFORMED_REQUEST_JSON', description: 'The request JSON is not well formed.' }],
          }),
          undefined,
        );
      }
    });
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addHook('onRequest', (request, reply) => this.countAndInjectFaults(request, reply));
    app.addHook('onSend', async (request) => {
      const ms = this.answerDelays.get(request);
      if (ms) await sleep(ms);
    });
    app.setErrorHandler((err, _request, reply) => {
      if (err instanceof SandboxError) return reply.code(err.status).send(err.body);
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 400) return reply.code(status).send(plainError(status).body);
      return reply.code(500).send(plainError(500).body);
    });
    app.get('/health', async () => ({ status: 'ok' }));
    registerPayPalApi(app, this);
    registerSandboxPages(app, this);
    registerSandboxControls(app, this);
    return app;
  }

  private async countAndInjectFaults(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    this.stats.requests[route] = (this.stats.requests[route] ?? 0) + 1;
    const path = request.url.split('?')[0];
    const fault = this.faults.find(
      (f) => f.times > 0 && path.startsWith(f.path) && (!f.method || f.method === request.method),
    );
    if (!fault) return;
    fault.times--;
    if (fault.answerDelayMs) this.answerDelays.set(request, fault.answerDelayMs);
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.drop) {
      reply.hijack();
      request.raw.socket.destroy();
    } else if (fault.status) {
      return reply.code(fault.status).send(plainError(fault.status).body);
    }
  }
}
