import { execFile } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CHROMIUM_PACKAGE, ensureSystemPackages, say, type SystemPackage, warn } from '@app/devstack';
import { BenchStack, startBenchStack } from './bench-stack';

/** The public pages the web bench measures (the web's figure of record). */
const ALL_WEB_BENCH_PAGES = ['/', '/packages', '/competitions', '/gallery', '/booking'];
/** BENCH_PAGES=/booking (comma-separated) measures only those pages, e.g. while working on one of them. */
export const WEB_BENCH_PAGES = process.env.BENCH_PAGES
  ? process.env.BENCH_PAGES.split(',').map((path) => {
      if (!ALL_WEB_BENCH_PAGES.includes(path)) throw new Error(`BENCH_PAGES: ${path} is not one of the bench's pages`);
      return path;
    })
  : ALL_WEB_BENCH_PAGES;
/**
 * The calibration task the static-copy server answers at this path: a fixed script (a loop and a block of DOM) that
 * costs the same main-thread work whatever the code of the SPA. A page's main-thread work divided by this one's, both
 * measured by Lighthouse in the same browser and sitting, follows the code rather than the machine.
 */
export const CALIBRATION_PATH = '/calibration';
const CALIBRATION_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Calibration</title></head>
<body><main id="out"></main><script>
let sum = 0;
for (let i = 0; i < 20000000; i++) sum = (sum + i * i) % 1000003;
const rows = [];
for (let i = 0; i < 3000; i++) rows.push('<p class="row"><b>' + i + '</b> ' + ((sum + i) % 97) + '</p>');
document.getElementById('out').innerHTML = rows.join('');
document.getElementById('out').getBoundingClientRect();
</script></body></html>`;

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROOT = resolve(__dirname, '../..');

/**
 * What the web bench needs: Debian's Chromium installed when missing (as `npm start` and `npm test` do; `browser`, the
 * package a bench drives, the full browser unless CHROME_PATH names one), the SPA built (`vite build`, ending with the
 * public pages' server bundle; BENCH_SKIP_BUILD=1 reuses dist/web), the api started as production runs it, and
 * everything stopped on Ctrl-C.
 */
export async function startWebBench(
  browser: SystemPackage | undefined = process.env.CHROME_PATH ? undefined : CHROMIUM_PACKAGE,
): Promise<BenchStack> {
  if (browser) await ensureSystemPackages([browser]);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    say('building the SPA and its server bundle (vite build)');
    await promisify(execFile)(
      process.execPath,
      [resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.mts'],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
  }
  const stack = await startBenchStack();
  // Ctrl-C must not leave PostgreSQL, Redis or the api behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      warn(`${signal}: stopping`);
      void stack.stop().finally(() => process.exit(130));
    });
  }
  return stack;
}

/** The page's HTML without a script: no <script> element (the entry, the hydration state), no modulepreload. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');

/**
 * The static copies: a server that answers each page's path with the api's document for it, every script
 * removed (the limit for this content), compressed as the api compresses, and hands every other request (stylesheets,
 * fonts, images) to the api, so both columns load the same bytes from the same api but the page's scripts.
 */
export async function startStaticCopies(apiUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const copies = new Map<string, string>();
  for (const path of WEB_BENCH_PAGES) {
    const response = await fetch(apiUrl + path);
    if (!response.ok) throw new Error(`${path}: the api answered ${response.status}`);
    copies.set(path, withoutScripts(await response.text()));
  }
  copies.set(CALIBRATION_PATH, CALIBRATION_PAGE);
  const api = new URL(apiUrl);
  const server: Server = createServer((req, res) => {
    const copy = req.method === 'GET' ? copies.get(req.url ?? '') : undefined;
    if (copy !== undefined) {
      const accepts = String(req.headers['accept-encoding'] ?? '');
      const [encoding, body] = accepts.includes('br')
        ? ['br', brotliCompressSync(copy)]
        : accepts.includes('gzip')
          ? ['gzip', gzipSync(copy)]
          : [undefined, Buffer.from(copy)];
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(encoding && { 'content-encoding': encoding, vary: 'accept-encoding' }),
      });
      res.end(body);
      return;
    }
    const upstream = request(
      { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/**
 * The size of the SPA's scripts a page loaded (their URLs, from Lighthouse's network records): the built files' bytes
 * and the same gzipped, read from dist/web, so the figure is the code's whatever the server's compression.
 */
export function scriptSizes(urls: string[]): { bytes: number; gzip: number } {
  let bytes = 0;
  let gzip = 0;
  for (const url of new Set(urls)) {
    // The files the api served: WEB_DIST_DIR's (another build's, when comparing with it), as the api resolves it.
    const file = readFileSync(
      resolve(process.env.WEB_DIST_DIR ?? resolve(ROOT, 'dist/web'), `.${new URL(url).pathname}`),
    );
    bytes += file.length;
    gzip += gzipSync(file).length;
  }
  return { bytes, gzip };
}

/** Runs a bench's main and exits with its code, printing what made it fail. */
export function runBench(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      warn(err instanceof Error ? (err.stack ?? err.message) : String(err));
      process.exit(1);
    },
  );
}
