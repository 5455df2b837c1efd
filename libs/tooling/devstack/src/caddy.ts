import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { endOf, sleep, stopChild } from './run-command';

/** The snippets of docker/Caddyfile that say how the api replicas are proxied: compose and `npm start` share them. */
const SHARED_SNIPPETS = ['api-replicas', 'api-unavailable'];

/**
 * How often Caddy looks the replicas up again (compose's 5 s, shortened: the launcher waits this long and a bit more
 * after a replica leaves the answer before it stops it).
 */
export const REPLICA_LOOKUP_REFRESH_MS = 1_000;

export interface CaddyOptions {
  /** docker/Caddyfile, whose shared snippets are used as they are. */
  caddyfile: string;
  /** Where clients connect (the site's PORT and HOST). */
  port: number;
  host: string;
  /** The replicas' common port, each on a loopback address of its own that `dnsPort` gives for the name it asks. */
  replicaPort: number;
  dnsPort: number;
  /** Caddy's admin socket, its own config and data (it writes some even with nothing to store). */
  dir: string;
}

export interface RunningCaddy {
  ended(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Caddy as our child, in front of the api replicas. Like compose's, it finds them by looking a name up (here through
 * replica-dns.ts), so they come and go without a config reload, which would cut the parents' idle kept-alive
 * connections. Caddy's admin API listens on a socket of its own (never :2019, where Debian's caddy service may be).
 */
export async function startCaddy(options: CaddyOptions): Promise<RunningCaddy> {
  const { dir } = options;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const socket = join(dir, 'admin.sock');
  await rm(socket, { force: true }); // left by a killed run
  const file = join(dir, 'Caddyfile');
  await writeFile(file, caddyfile(options, socket, sharedSnippets(await readFile(options.caddyfile, 'utf8'))));
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    // Its autosave and certificate storage go under `dir`, not the home folder.
    env: { ...process.env, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Caddy logs as JSON on stderr, every start-up step included: kept in caddy.log beside its Caddyfile, and the last
  // lines shown when it fails to start.
  let log = '';
  child.stderr!.pipe(createWriteStream(join(dir, 'caddy.log'), { flags: 'a' }));
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const ended = endOf(child);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`caddy exited with code ${child.exitCode}: ${lastError(log)}`);
    if (
      await adminGet(socket, '/config/').then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 200) throw new Error(`caddy did not start within 20 s: ${lastError(log)}`);
    await sleep(100);
  }
  return { ended: () => ended, stop: () => stopChild(child) };
}

/**
 * The local proxy's Caddyfile: the shared snippets, and a site on the public port whose upstreams are looked up as
 * compose's are. Caddy runs no active health checks on looked-up upstreams: the passive ones of the snippet only.
 */
function caddyfile(options: CaddyOptions, socket: string, snippets: string): string {
  return [
    `{\n\tadmin unix/${socket}\n\tauto_https off\n}`,
    snippets,
    `http://:${options.port} {`,
    `\tbind ${options.host}`,
    `\treverse_proxy {`,
    `\t\tdynamic a api-replicas.invalid ${options.replicaPort} {`,
    `\t\t\trefresh ${REPLICA_LOOKUP_REFRESH_MS / 1000}s`,
    // "udp/": without it Caddy 2.6 asks over TCP.
    `\t\t\tresolvers udp/127.0.0.1:${options.dnsPort}`,
    `\t\t}`,
    `\t\timport api-replicas`,
    `\t}`,
    `\timport api-unavailable`,
    `}`,
    '',
  ].join('\n');
}

/** The shared snippets' text, each from its `(name) {` line to the `}` that closes it at the line's start. */
export function sharedSnippets(caddyfile: string): string {
  return SHARED_SNIPPETS.map((name) => {
    const match = new RegExp(`^\\(${name}\\) \\{\\n[\\s\\S]*?^\\}$`, 'm').exec(caddyfile);
    if (!match) throw new Error(`docker/Caddyfile has no snippet (${name})`);
    return match[0];
  }).join('\n\n');
}

function lastError(log: string): string {
  const lines = log.trim().split('\n');
  return lines.filter((line) => line.includes('"error"')).pop() ?? lines.pop() ?? '(no output)';
}

/** A GET from Caddy's admin API over its socket; rejects unless it answers 200. */
function adminGet(socketPath: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      // An empty Host: over a socket the admin API takes no other (Node would send "localhost", refused with 403).
      { socketPath, path, setHost: false, headers: { Host: '' }, timeout: 10_000 },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(text) : reject(new Error(`caddy GET ${path}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`caddy GET ${path}: no answer within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}
