import { existsSync } from 'node:fs';
import { say } from './console-log';
import { captureCommand, runCommand, sleep } from './run-command';

export interface SystemPackage {
  /** The executable we need, looked up on PATH, or, for a package without one, the absolute path of a file it installs. */
  provides: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** What to tell a user who cannot let us install it. */
  hint: string;
}

export const REDIS_PACKAGE: SystemPackage = {
  provides: 'redis-server',
  aptPackage: 'redis-server',
  hint: 'install Redis 7+ (sudo apt-get install redis-server) or set REDIS_URL to a running Redis',
};

/**
 * The reverse proxy compose runs, from Debian: `npm start` puts it in front of the api replicas when there are several.
 * Debian's package also enables a caddy service on :80 (started where systemd runs); ours has its own port and admin
 * socket, so that one neither helps nor hinders.
 */
export const CADDY_PACKAGE: SystemPackage = {
  provides: 'caddy',
  aptPackage: 'caddy',
  hint: 'install Caddy 2.6+ (sudo apt-get install caddy) or set API_REPLICAS=1',
};

export const CHROMIUM_PACKAGE: SystemPackage = {
  provides: 'chromium',
  aptPackage: 'chromium',
  hint: 'install Debian Chromium (sudo apt-get install chromium); the web benches use /usr/bin/chromium',
};

/**
 * Chromium's old headless mode, which Playwright itself runs headless tests on: the worker prints PDFs with it
 * (libs/business/documents), and the browser suite and the PayPal sandbox's SDK test drive it.
 */
export const CHROMIUM_HEADLESS_SHELL_PACKAGE: SystemPackage = {
  provides: 'chromium-headless-shell',
  aptPackage: 'chromium-headless-shell',
  hint: 'install it (sudo apt-get install chromium-headless-shell); PDFs and browser tests use /usr/bin/chromium-headless-shell',
};

/**
 * Poppler's pdftoppm and pdftotext: the documents' integration test turns a PDF into PNG pages to check what is printed
 * (page size, brand colour), and a person can look at any stored PDF the same way.
 */
export const POPPLER_PACKAGE: SystemPackage = {
  provides: 'pdftoppm',
  aptPackage: 'poppler-utils',
  hint: 'install Poppler (sudo apt-get install poppler-utils); the documents tests render PDFs to PNG with pdftoppm',
};

/** Where `command` is: looked up on PATH, or checked as given when it is an absolute path. */
async function which(command: string): Promise<string | undefined> {
  if (command.startsWith('/')) return existsSync(command) ? command : undefined;
  return (await captureCommand('sh', ['-c', `command -v ${command}`]))?.trim() || undefined;
}

/**
 * Installs the Debian packages whose binaries are missing, when we are root (or have password-less sudo) and apt
 * exists; otherwise throws a message saying what to install. Retries while another apt holds the lock.
 */
export async function ensureSystemPackages(packages: SystemPackage[]): Promise<void> {
  const missing: SystemPackage[] = [];
  for (const pkg of packages) if (!(await which(pkg.provides))) missing.push(pkg);
  if (missing.length === 0) return;

  const names = missing.map((p) => p.aptPackage);
  const apt = await which('apt-get');
  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && (await captureCommand('sudo', ['-n', 'true'])) !== undefined;
  if (!apt || (!isRoot && !sudo)) {
    throw new Error(`Missing ${names.join(', ')}: ${missing.map((p) => p.hint).join('; ')}.`);
  }
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const run = (args: string[]) =>
    runCommand(prefix[0] ?? args[0], prefix.length ? [...prefix.slice(1), ...args] : args.slice(1), {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  say(`installing system packages: ${names.join(' ')} (apt-get, about a minute)`);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const updated = await run(['apt-get', 'update', '-qq']);
    if (updated === 0 && (await run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...names])) === 0) {
      return;
    }
    say(`apt-get did not finish (attempt ${attempt}/5; the apt lock may be busy), retrying`);
    await sleep(5000);
  }
  throw new Error(`Could not install ${names.join(', ')} with apt-get: ${missing.map((p) => p.hint).join('; ')}.`);
}
