import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CatalogService, SiteService } from '@app/catalog';
import {
  DOCUMENT_RENDERER_DIR,
  DOCUMENT_RENDERER_MODULE,
  type InvitationView,
  type PublicDocumentPath,
  type PublicDocumentReads,
} from '@app/contracts';
import { contentHash, type PreparedJson } from '@app/http';
import { PhotosService } from '@app/media';
import { Testimonials } from '@app/reviews';
import { InvitationsService } from '@app/roster';
import { CodedException } from '@app/platform';
import { DocumentRenderer } from './document-renderer';
import { KeptDocuments } from './kept-documents';

/**
 * How many invitations' documents are kept. One link is shared by a whole party's guests, so its document is asked for
 * again and again while the replies (which change it) are few; the links of a few dozen parties open at once is
 * plenty, and the count bounds what they hold (tens of kB each).
 */
const KEPT_INVITATIONS = 64;

/** A page's document as sent: its HTML and the weak ETag (it also goes out compressed) naming what it was made of. */
export interface PublicDocument {
  etag: string;
  html: string;
}

/** An invitation's document, and whether its link opens an invitation (a link that opens none is a 404). */
export interface InvitationDocument {
  found: boolean;
  html: string;
}

/**
 * The public pages' documents (docs/product/pages.md#page-delivery), rendered by the SPA's server bundle from the live
 * catalogue, photos, reviews and settings and kept: one per page, made again only when what it is made of changes
 * (the catalogue's answers, the uploaded photos, the testimonials and rating, the site's facts, which include the
 * business's today, or the build), never per request. Nothing in a document is asked for again once it has loaded
 * (docs/adr/0033-public-pages-as-islands.md), so an upload or an approval must reach it. Another replica
 * keeps its own, made of the same reads, so it sends the same ETag. An invited family's page is one per link
 * (`invitation`), so only the last few dozen are kept.
 */
@Injectable()
export class PublicDocuments implements OnApplicationShutdown {
  private readonly modulePath: string;
  private readonly renderer: DocumentRenderer;
  /**
   * The build's identity (its shell, which names the hashed assets, and the server bundle): a new build's document
   * links other assets, so it may not match a copy an old build sent.
   */
  private build?: string;
  private readonly kept = new Map<PublicDocumentPath, { key: string; document: Promise<PublicDocument> }>();
  private readonly keptInvitations = new KeptDocuments<InvitationDocument>(KEPT_INVITATIONS);
  private renderCount = 0;

  private readonly webDistDir: string;

  constructor(
    private readonly catalog: CatalogService,
    private readonly site: SiteService,
    private readonly photos: PhotosService,
    private readonly testimonials: Testimonials,
    private readonly invitations: InvitationsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.webDistDir = config.webDistDir;
    this.modulePath = join(config.webDistDir, DOCUMENT_RENDERER_DIR, DOCUMENT_RENDERER_MODULE);
    this.renderer = new DocumentRenderer(this.modulePath);
  }

  /** Whether the SPA was built with its server bundle: without it, the SPA's shell serves every page. */
  get available(): boolean {
    return existsSync(this.modulePath);
  }

  /** How many documents this process has rendered: what keeping them saves is counted by it. */
  get renders(): number {
    return this.renderCount;
  }

  async document(path: PublicDocumentPath): Promise<PublicDocument> {
    const [packages, games, gallery, featuredGallery, testimonials, photos, rating, site] = await Promise.all([
      this.catalog.packagesAnswer(),
      this.catalog.gamesAnswer(),
      this.catalog.galleryAnswer(),
      this.catalog.galleryAnswer({ featured: true }),
      this.testimonials.list({ featured: true }),
      this.photos.list(),
      this.testimonials.rating(),
      this.site.info(),
    ]);
    const answers: PreparedJson[] = [packages, games, gallery, featuredGallery];
    const read = [testimonials, photos, rating, site].map((value) => JSON.stringify(value));
    const key = contentHash([this.buildId(), path, ...answers.map((a) => a.etag), ...read].join('\n'));
    const kept = this.kept.get(path);
    if (kept?.key === key) return kept.document;
    const reads: PublicDocumentReads = {
      site,
      packages: JSON.parse(packages.body) as PublicDocumentReads['packages'],
      games: JSON.parse(games.body) as PublicDocumentReads['games'],
      gallery: JSON.parse(gallery.body) as PublicDocumentReads['gallery'],
      featuredGallery: JSON.parse(featuredGallery.body) as PublicDocumentReads['featuredGallery'],
      testimonials,
      photos,
      rating,
    };
    this.renderCount++;
    const document = this.renderer.render('renderDocument', path, reads).then((html) => ({ etag: `W/"${key}"`, html }));
    this.kept.set(path, { key, document });
    // A failed render is not kept: the next request tries again.
    document.catch(() => this.kept.get(path)?.document === document && this.kept.delete(path));
    return document;
  }

  /**
   * An invited family's page (docs/product/pages.md#page-delivery): the invitation as GET /api/invitations/:token reads
   * it (the roster's service) and the site's facts. Kept while what it is made of holds, up to KEPT_INVITATIONS links.
   */
  async invitation(token: string): Promise<InvitationDocument> {
    const [invitation, site] = await Promise.all([this.invitationView(token), this.site.info()]);
    // A link that opens none shows nothing of its token: one document for them all, so guessed links render once.
    const name = invitation ? token : '';
    const key = contentHash([this.buildId(), name, JSON.stringify(invitation), JSON.stringify(site)].join('\n'));
    const kept = this.keptInvitations.get(name, key);
    if (kept) return kept;
    this.renderCount++;
    const document = this.renderer
      .render('renderInvitationDocument', { site, token, invitation })
      .then((html) => ({ found: invitation !== null, html }));
    this.keptInvitations.set(name, key, document);
    return document;
  }

  /** The invitation, or null for a link that opens none (the api's 404 for it). */
  private async invitationView(token: string): Promise<InvitationView | null> {
    try {
      return await this.invitations.view(token);
    } catch (err) {
      if (err instanceof CodedException && err.status === 404) return null;
      throw err;
    }
  }

  // Not onModuleDestroy: Nest runs that before the HTTP server drains, and a page in flight would lose its render.
  async onApplicationShutdown(): Promise<void> {
    await this.renderer.close();
  }

  private buildId(): string {
    this.build ??= contentHash(Buffer.concat([this.webFile('index.html'), readFileSync(this.modulePath)]));
    return this.build;
  }

  private webFile(name: string): Buffer {
    return readFileSync(join(this.webDistDir, name));
  }
}
