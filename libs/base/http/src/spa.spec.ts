import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveSpa } from './spa';

/** A build as Vite leaves it: the shell, a few files beside it, hundreds of hashed assets, the server bundle. */
async function fakeBuild(assets: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'spa-build-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, 'images'));
  await mkdir(join(dir, 'server'));
  await mkdir(join(dir, '.vite'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(dir, 'host.webmanifest'), '{}');
  await writeFile(join(dir, 'images', 'hero.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'server', 'render-document.js'), 'export {}');
  await writeFile(join(dir, '.vite', 'manifest.json'), '{}');
  for (let i = 0; i < assets; i++)
    await writeFile(join(dir, 'assets', `chunk-${i}-a1b2c3.js`), `export const n = ${i};`);
  return dir;
}

describe('serving the built SPA', () => {
  let dir: string;
  let fastify: FastifyInstance;
  const routes: string[] = [];

  beforeAll(async () => {
    dir = await fakeBuild(300);
    fastify = Fastify();
    fastify.addHook('onRoute', (route) => void routes.push(route.url));
    await serveSpa(fastify, dir);
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('makes a handful of routes however many assets the build has (each route costs every start)', () => {
    expect(routes.filter((url) => url.startsWith('/assets'))).toEqual(['/assets/*']);
    expect(routes.length).toBeLessThan(10);
  });

  it('sends a hashed asset cached for a year, a file beside the shell revalidated', async () => {
    const asset = await fastify.inject('/assets/chunk-299-a1b2c3.js');
    expect([asset.statusCode, asset.headers['cache-control'], asset.body]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'export const n = 299;',
    ]);
    for (const path of ['/host.webmanifest', '/images/hero.svg']) {
      const file = await fastify.inject(path);
      expect([path, file.statusCode, file.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
    }
  });

  it('answers a missing file, the assets folder, the server bundle and the build manifest 404 FILE_NOT_FOUND', async () => {
    for (const path of [
      '/assets/gone-1234.js',
      '/assets/',
      '/assets/%2e%2e/server/render-document.js',
      '/server/render-document.js',
      '/.vite/manifest.json',
      '/gone.js',
    ]) {
      const res = await fastify.inject(path);
      expect([path, res.statusCode, res.json<{ code: string }>().code]).toEqual([path, 404, 'FILE_NOT_FOUND']);
    }
  });
});
