import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, preValidationHookHandler, RouteOptions } from 'fastify';
import type { MediaStorageConfig } from '@app/config';
import { BODY_MESSAGES, PlatformException } from '@app/platform';
import { openPhotoStorage } from './open-photo-storage';
import {
  isFileName,
  MEDIA_CACHE_CONTROL,
  MEDIA_CONTENT_TYPE,
  MEDIA_URL_PREFIX,
  type PhotoStorage,
} from './photo-storage';

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
 * The HTTP side of photos: multipart forms for the upload routes only, and the stored files under /media/ from the
 * configured storage (folder or bucket alike). Called by configureHttp after the JSON parser is set up and before any
 * route is registered. The storage is opened here from the configuration rather than taken from MediaModule: every
 * app serves the pipeline's /media/, whichever modules it has.
 */
export async function useMediaFiles(fastify: FastifyInstance, config: MediaStorageConfig): Promise<void> {
  await fastify.register(fastifyMultipart);
  fastify.addHook('onRoute', (route: RouteOptions) => {
    // Reads carry no body to refuse, and pay nothing for this.
    if (route.config?.photoUpload || [route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) return;
    route.preValidation = [jsonOnly, ...[route.preValidation ?? []].flat()];
  });
  const storage = await openPhotoStorage(config);
  fastify.get<{ Params: { file: string } }>(`${MEDIA_URL_PREFIX}:file`, (req, reply) =>
    sendStoredFile(storage, req.params.file, req.headers['if-none-match'], reply),
  );
}

/** The pipeline's own 404 for an unknown path (returned, so that Fastify waits for it rather than for a send). */
const notFound = (reply: FastifyReply) => {
  reply.callNotFound();
  return reply;
};

/**
 * A stored file with a year's caching, streamed whichever storage holds it. Its name is its content's hash, and so
 * its ETag: a revalidation is a 304 without asking the storage. No such file is the same 404 as any unknown path.
 */
async function sendStoredFile(
  storage: PhotoStorage,
  name: string,
  ifNoneMatch: string | undefined,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!isFileName(name)) return notFound(reply);
  const etag = `"${name.slice(0, name.indexOf('.'))}"`;
  const cached = () => reply.header('Cache-Control', MEDIA_CACHE_CONTROL).header('ETag', etag);
  if (ifNoneMatch === etag) return cached().code(304).send();
  const file = await storage.read(name);
  if (!file) return notFound(reply);
  return cached().type(MEDIA_CONTENT_TYPE).header('Content-Length', file.length).send(file.body);
}
