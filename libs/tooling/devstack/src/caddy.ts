import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { endOf, sleep, stopChild } from './run-command';

/** The snippets of docker/Caddyfile that say how the api replicas are proxied: compose and `npm start` share them. */
const SHARED_SNIPPETS = ['api-replicas', 'api-unavailable'];

/**
 * Active checks, which Caddy runs on a fixed list of upstreams only (compose's looked-up ones get none). They ask for
 * a file of the SPA's build that the api serves from disk: whether the process answers at all (a paused or wedged
 * replica is left out within seconds), not whether PostgreSQL does. /api/health answers 503 when the database is
 * away, and taking every replica out for it would turn the api's coded 503 into none at all.
 */
const ACTIVE_CHECKS = ['health_uri /host.webmanifest', 'health_interval 2s', 'health_timeout 5s'];

export interface CaddyOptions {
  /** docker/Caddyfile, whose shared snippets are used as they are. */
  caddyfile: string;
  /** Where clients connect (the site's PORT and HOST). */
  port: number;
  host: string;
  /** The api replicas' loopback ports. */
  upstreams: number[];
  /** Caddy's admin socket, its own config and data (it writes some even with nothing to store). */
  dir: string;
}

export interface RunningCaddy {
  /** From now on sends new requests to these ports only; those under way on another port finish there. */
  route(upstreams: number[]): Promise<void>;
  /** How many requests Caddy has under way to this port. */
  inFlight(port: number): Promise<number>;
  ended(): Promise<string>;
  stop(): Promise<void>;
}

/** Caddy as our child, in front of the api replicas; its upstreams change through its admin socket (a config load). */
export async function startCaddy(options: CaddyOptions): Promise<RunningCaddy> {
  const { dir } = options;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const socket = join(dir, 'admin.sock');
  await rm(socket, { force: true }); // left by a killed run
  const snippets = sharedSnippets(await readFile(options.caddyfile, 'utf8'));
  const config = (upstreams: number[]) => caddyfile({ ...options, upstreams }, socket, snippets);
  const file = join(dir, 'Caddyfile');
  await writeFile(file, config(options.upstreams));
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    // Its autosave and certificate storage go under `dir`, not the home folder.
    env: { ...process.env, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Caddy logs every start-up step as JSON on stderr; only the lines of its failure are worth keeping.
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const ended = endOf(child);
  const admin = (method: string, path: string, body?: string) => adminRequest(socket, method, path, body);
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`caddy exited with code ${child.exitCode}: ${lastError(log)}`);
    if (
      await admin('GET', '/config/').then(
        () => true,
        () => false,
      )
    )
      break;
    if (i > 200) throw new Error(`caddy did not start within 20 s: ${lastError(log)}`);
    await sleep(100);
  }
  return {
    route: async (upstreams) => {
      await admin('POST', '/load', config(upstreams));
    },
    inFlight: async (port) => {
      const hosts = JSON.parse(await admin('GET', '/reverse_proxy/upstreams')) as {
        address: string;
        num_requests: number;
      }[];
      return hosts.find((host) => host.address === `127.0.0.1:${port}`)?.num_requests ?? 0;
    },
    ended: () => ended,
    stop: () => stopChild(child),
  };
}

/** The local proxy's Caddyfile: the shared snippets, a site on the public port, the replicas as fixed upstreams. */
function caddyfile(options: CaddyOptions, socket: string, snippets: string): string {
  const upstreams = options.upstreams.map((port) => `127.0.0.1:${port}`).join(' ');
  return [
    `{\n\tadmin unix/${socket}\n\tauto_https off\n}`,
    snippets,
    `http://:${options.port} {`,
    `\tbind ${options.host}`,
    `\treverse_proxy ${upstreams} {`,
    `\t\timport api-replicas`,
    ...ACTIVE_CHECKS.map((line) => `\t\t${line}`),
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

/** One call to Caddy's admin API over its socket; rejects unless it answers 200. */
function adminRequest(socketPath: string, method: string, path: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath,
        method,
        path,
        // An empty Host: over a socket the admin API takes no other (Node would send "localhost", refused with 403).
        setHost: false,
        headers: { Host: '', ...(body === undefined ? {} : { 'content-type': 'text/caddyfile' }) },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(text)
            : reject(new Error(`caddy ${method} ${path}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`caddy ${method} ${path}: no answer within 10 s`)));
    req.on('error', reject);
    req.end(body);
  });
}
