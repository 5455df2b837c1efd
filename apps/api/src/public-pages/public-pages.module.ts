import { Logger, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { CatalogModule } from '@app/catalog';
import { PUBLIC_DOCUMENT_PATHS } from '@app/contracts';
import { MediaModule } from '@app/media';
import { ReviewsModule } from '@app/reviews';
import { RosterModule } from '@app/roster';
import { CodedException } from '@app/platform';
import { RouteRateLimits } from '@app/rate-limit';
import { API_CACHE_CONTROL } from '@app/http';
import { PublicDocuments } from './public-documents.service';
import {
  SPECULATION_RULES,
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from './speculation-rules';

/** An invited family's page: a document per invitation link (PublicDocuments.invitation). */
const INVITATION_PATH = '/invitations/:token';

/**
 * The public pages as documents rendered from the live catalogue and settings (docs/product/pages.md#page-delivery,
 * docs/adr/0032-public-pages-rendered-by-the-api.md). Their paths sit outside /api, beside the SPA's own fallback
 * (libs/base/http/src/spa.ts), so they are Fastify routes of their own: a path's own route wins over that fallback.
 */
@Module({ imports: [CatalogModule, MediaModule, ReviewsModule, RosterModule], providers: [PublicDocuments] })
export class PublicPagesModule implements OnModuleInit {
  private readonly logger = new Logger('PublicPages');

  constructor(
    private readonly adapter: HttpAdapterHost,
    private readonly documents: PublicDocuments,
    private readonly limits: RouteRateLimits,
  ) {}

  onModuleInit(): void {
    // Not built (or built without its server bundle): the SPA's shell answers these paths as any other page.
    if (!this.documents.available) return;
    const fastify = this.adapter.httpAdapter.getInstance<FastifyInstance>();
    fastify.get(SPECULATION_RULES_PATH, (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').type(SPECULATION_RULES_TYPE).send(SPECULATION_RULES),
    );
    for (const path of PUBLIC_DOCUMENT_PATHS) {
      fastify.get(path, async (req, reply) => {
        // A query string may change what the page shows (/contact?subject=...), which a kept document cannot know:
        // such a request gets the shell, rendered in the browser, rather than markup React would then discard.
        if (req.url.includes('?')) return reply.sendFile('index.html');
        let document;
        try {
          document = await this.documents.document(path);
        } catch (err) {
          // The page still works rendered in the browser: the shell rather than an error page.
          this.logger.error(`${path} not rendered, the shell sent instead: ${(err as Error).message}`);
          return reply.sendFile('index.html');
        }
        const { etag, html } = document;
        // Kept by the browser but asked again each time: the ETag makes that a 304 until the page changes.
        return reply
          .header('Cache-Control', 'no-cache')
          .header('ETag', etag)
          .header('Speculation-Rules', SPECULATION_RULES_HEADER)
          .type('text/html; charset=utf-8')
          .send(html);
      });
    }
    fastify.get<{ Params: { token: string } }>(INVITATION_PATH, async (req, reply) => {
      // The same allowance as the api's read of an invitation, counted with it: a script guessing links runs out.
      try {
        await this.limits.consume('invitation', RouteRateLimits.keysOf(req));
      } catch (err) {
        if (!(err instanceof CodedException)) throw err;
        // The shell, which says it could not load the invitation (its read is refused too), with the wait.
        return reply
          .code(err.status)
          .headers(err.headers ?? {})
          .sendFile('index.html');
      }
      let document;
      try {
        document = await this.documents.invitation(req.params.token);
      } catch (err) {
        this.logger.error(`an invitation not rendered, the shell sent instead: ${(err as Error).message}`);
        return reply.sendFile('index.html');
      }
      // The link's token is private: the page is kept by no cache, as the api's read of it (GET /api/invitations/:token).
      return reply
        .code(document.found ? 200 : 404)
        .header('Cache-Control', API_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .send(document.html);
    });
  }
}
