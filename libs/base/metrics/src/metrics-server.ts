import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, AppConfig } from '@app/config';
import { Metrics, METRICS_PATH } from './metrics';
import { BEARER_CHALLENGE, scrapeAccess } from './scrape-access';

/**
 * The worker's GET /metrics: a bare node:http server on 127.0.0.1:WORKER_METRICS_PORT (0: a free port, so several
 * workers share a host), since the worker has no HTTP app, and only when METRICS_TOKEN is set (without it nobody may
 * scrape, so no port is taken). The port it got is logged and told in the worker's heartbeat entry. A port already
 * taken (a second worker copy on the same host) costs that copy its metrics, never its jobs: metrics only watch the
 * work, so it logs an error saying so and works on (its heartbeat entry shows no port). Listening starts at module
 * init, before the heartbeat's first beat at bootstrap reads the port. Closed with the application, connections
 * included, so a scraper's keep-alive socket never holds up the shutdown.
 */
@Injectable()
export class MetricsServer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const port = this.config.metrics.workerPort;
    if (!this.config.metrics.token) return;
    const server = createServer((req, res) => void this.answer(req, res));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
      this.server = server;
      this.logger.log(`serving /metrics on 127.0.0.1:${this.port()}`);
    } catch (err) {
      this.logger.error(
        `no /metrics for this worker (its jobs run on): cannot listen on 127.0.0.1:${port} (${String(err)}); ` +
          'if another worker on this host holds it, WORKER_METRICS_PORT=0 gives each a free port',
      );
    }
  }

  /** The port it listens on, if it does. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?', 1)[0];
    const access = scrapeAccess(this.config.metrics.token, req.headers.authorization);
    if (req.method !== 'GET' || path !== METRICS_PATH || access === 'disabled') {
      res.writeHead(404).end();
    } else if (access === 'unauthorized') {
      res.writeHead(401, BEARER_CHALLENGE).end();
    } else {
      try {
        const body = await this.metrics.render();
        res.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' }).end(body);
      } catch (err) {
        this.logger.error({ err }, 'cannot render the metrics');
        res.writeHead(500).end();
      }
    }
  }
}
