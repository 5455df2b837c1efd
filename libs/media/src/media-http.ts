import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
import { mkdirSync } from 'node:fs';
import { BODY_MESSAGES, PlatformException } from '@app/platform';
import { MEDIA_URL_PREFIX } from './photo-storage';

/** A file's name is its content's hash: whatever is at a URL never changes, so browsers and CDNs keep it a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart form (readPhotoUpload); every other route takes JSON only. */
    photoUpload?: boolean;
  }
}

/** The multipart parser is global (a plugin-wide content type); routes that do not read forms keep refusing them. */
const jsonOnly: preValidationHookHandler = (req, _reply, done) =>
  done(req.isMultipart() ? new PlatformException('UNSUPPORTED_MEDIA_TYPE', BODY_MESSAGES.jsonOnly) : undefined);

/**
 * The HTTP side of photos: multipart forms for the upload routes only, and the stored files under /media/. Called by
 * configureHttp after the JSON parser is set up and before any route is registered.
 */
export async function useMediaFiles(fastify: FastifyInstance, mediaDir: string): Promise<void> {
  await fastify.register(fastifyMultipart);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    // Reads carry no body to refuse, and pay nothing for this.
    if (route.config?.photoUpload || [route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preValidation = [jsonOnly, ...[route.preValidation ?? []].flat()];
  });
  mkdirSync(mediaDir, { recursive: true });
  await fastify.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_URL_PREFIX,
    // The SPA's static files already decorated the reply; this instance only serves.
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', MEDIA_CACHE_CONTROL),
  });
}
