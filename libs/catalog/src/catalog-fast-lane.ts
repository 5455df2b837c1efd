import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { CachedJson, writeCachedJson } from './cached-json';
import { CatalogSnapshot } from './catalog-snapshot.service';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Headers that belong to one request or one body, never replayed from the captured platform headers. */
const PER_RESPONSE_HEADERS = new Set([
  'x-request-id',
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-type',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
]);
const MAX_URLS = 256;
const HIT_LOG_INTERVAL_MS = 60_000;

/**
 * Catalogue reads are the site's hottest, most cacheable traffic, and the full Express stack (logging, helmet,
 * sessions, compression, Nest routing and validation) costs far more than the answer itself. So a GET without
 * cookies for a URL that the full pipeline has already validated and answered, at the catalogue version that is
 * still current (checked against the database at most once a second), is answered here, ahead of Express, with the
 * same bytes and the same platform headers captured from that real response. Everything else - a first request,
 * a bad parameter, a request with cookies (a session to roll, a submitter), a version check due - takes the
 * normal route. Hits are not logged one by one (like a cache in front of the app); a count is logged each minute.
 */
@Injectable()
export class CatalogFastLane implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(CatalogFastLane.name);
  private readonly byUrl = new Map<string, CachedJson>();
  private platformHeaders: [string, OutgoingHttpHeaders[string]][] = [];
  private hits = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly snapshot: CatalogSnapshot,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** The Nest route's way out: writes the response and remembers it for the fast lane. */
  send(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, entry: CachedJson): void {
    if (req.method === 'GET' && !req.headers.cookie) {
      this.platformHeaders = Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name));
      const url = req.originalUrl ?? req.url ?? '';
      if (!this.byUrl.has(url) && this.byUrl.size >= MAX_URLS) this.byUrl.delete(this.byUrl.keys().next().value!);
      this.byUrl.set(url, entry);
    }
    writeCachedJson(req, res, entry);
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server) return;
    const downstream = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (this.tryServe(req, res)) return;
      for (const listener of downstream) listener.call(server, req, res);
    });
    this.timer = setInterval(() => this.logHits(), HIT_LOG_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.logHits();
  }

  private tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.headers.cookie !== undefined) return false;
    const entry = this.byUrl.get(req.url ?? '');
    if (!entry || entry.version !== this.snapshot.freshVersion()) return false;
    for (const [name, value] of this.platformHeaders) if (value !== undefined) res.setHeader(name, value);
    writeCachedJson(req, res, entry);
    this.hits++;
    return true;
  }

  private logHits(): void {
    if (this.hits === 0) return;
    this.logger.log(`catalogue fast lane answered ${this.hits} requests since the last report`);
    this.hits = 0;
  }
}
