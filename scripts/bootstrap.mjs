#!/usr/bin/env node
// The first thing `npm start` and `npm test` run. Only Node built-ins here: on a fresh clone nothing else exists yet.
// It installs dependencies when package-lock.json changed, rebuilds the server and the SPA when their sources are
// newer than their builds, then hands over to the compiled test runner in this same process, or to the launcher in a
// child process of its own (see below).
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const commands = {
  start: 'start.main.js',
  test: 'test.main.js',
  'migration-generate': 'migration-generate.main.js',
  'document-samples': 'document-samples.main.js',
  backup: 'backup.main.js',
  backups: 'backups.main.js',
  restore: 'restore.main.js',
  restart: 'restart.main.js',
  // Installs and builds, then ends: a rolling restart's first step (apps/devstack/src/start.main.ts).
  build: undefined,
};
/** The commands that run no page: they wait for no SPA build. */
const withoutSpa = ['migration-generate', 'document-samples', 'backup', 'backups', 'restore'];
const command = process.argv[2];
if (!(command in commands)) {
  console.error(`usage: node scripts/bootstrap.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
const say = (line) => process.stdout.write(`» ${line}\n`);

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node 20.19 or newer is needed.`);
  process.exit(1);
}
// Vite's notice, at each load of the SPA's config, that a later major's native config loader could not load it
// (docs/toolchain.md): nothing to act on with Node 20, three blocks of output a test run. For what this starts too.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

function run(cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`failed: ${cmd} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** `run` without blocking: the two builds below go side by side. */
function runAsync(cmd, args, env = process.env) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolveRun();
      console.error(`failed: ${cmd} ${args.join(' ')}`);
      process.exit(code ?? (signal ? 128 : 1));
    });
  });
}

/**
 * Newest modification time under the given paths (files and folders, recursively). The SPA's unit tests and their
 * helpers are not part of any build: editing one rebuilds nothing.
 */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory())
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && !/\.(test|testing)\.tsx?$/.test(entry)) visit(join(path, entry));
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

const stampTime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const touch = (file) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, new Date().toISOString());
};

// 1. Dependencies, whenever package.json or the lockfile changed since the last install.
const installStamp = join(root, 'node_modules/.install-stamp');
const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(root, 'package.json')))
    .update(existsSync(join(root, 'package-lock.json')) ? readFileSync(join(root, 'package-lock.json')) : '')
    .digest('hex');
if (!existsSync(installStamp) || readFileSync(installStamp, 'utf8') !== lockHash()) {
  say('installing npm dependencies (first run or lockfile changed)');
  // npm ci cannot be used on these machines (see docs/toolchain.md); npm install honours the lockfile. The lockfile
  // names every tarball by its integrity, so one already in npm's cache is used without asking the registry whether
  // it changed (5-10 s of a fresh clone's 50 s install here); anything missing is fetched as before.
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  // Hashed after the install: npm may complete the lockfile, which must not count as a change next time.
  writeFileSync(installStamp, lockHash());
}

const require = createRequire(import.meta.url);
const bin = (pkg, path) => join(dirname(require.resolve(`${pkg}/package.json`)), path);

// 2. Server build (api, worker, launcher, libs), when any TypeScript source is newer than the last build.
const serverStamp = join(root, 'dist/.server-build');
const serverSources = [
  'apps/api/src',
  'apps/worker/src',
  'apps/devstack/src',
  'apps/paypal-sandbox/src',
  'libs',
  'bench',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
];
// tsc and Vite each keep about one core busy, and neither needs the other's output: on 2 cores they build side by side.
const builds = [];
if (newest(serverSources) > stampTime(serverStamp)) {
  say('building the server (tsc, emit only: the typecheck suite checks types)');
  for (const dir of ['apps', 'libs', 'bench']) rmSync(join(root, 'dist', dir), { recursive: true, force: true });
  // Emit only (--noCheck, the same output byte for byte): `npm test`'s typecheck suite checks these files and the tests,
  // so checking them here too cost every fresh build some 12 s of CPU. `npm run build` (the Docker image) still checks.
  builds.push(
    runAsync(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.build.json', '--noCheck'])
      .then(() => runAsync(process.execPath, [bin('tsc-alias', 'dist/bin/index.js'), '-p', 'tsconfig.build.json']))
      .then(() => touch(serverStamp)),
  );
}

// 3. SPA build, when the web app or a lib it imports is newer than the last build (migrations, the documents'
// pictures and the backup commands need no SPA).
const webStamp = join(root, 'dist/web/.build-stamp');
if (
  !withoutSpa.includes(command) &&
  newest([
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.mts',
    'libs/shared/contracts',
    'libs/shared/pricing',
    'package-lock.json',
  ]) > stampTime(webStamp)
) {
  say("building the web app (vite, ending with the public pages' server bundle)");
  // Always the production bundle, whoever runs this (`npm start` may run with NODE_ENV=development, which would make
  // Vite build React's development code).
  builds.push(
    runAsync(process.execPath, [bin('vite', 'bin/vite.js'), 'build', '--config', 'apps/web/vite.config.mts'], {
      ...process.env,
      NODE_ENV: 'production',
    }).then(() => touch(webStamp)),
  );
}
await Promise.all(builds);
if (command === 'build') process.exit(0);

const runner = join(root, 'dist/apps/devstack/src', commands[command]);
if (command === 'start') {
  // The launcher runs in a process group of its own, with its PostgreSQL, Redis and apps. A signal sent to the whole
  // group of `npm start` (systemd, container runtimes, a closing terminal) would otherwise reach every one of them at
  // once: Redis and PostgreSQL would stop under the apps still finishing their requests and jobs. Here it reaches this
  // process, which passes it on once; the launcher then stops everything in order. If this process dies, the IPC
  // channel closes and the launcher stops by itself.
  const launcher = spawn(process.execPath, [runner, ...process.argv.slice(3)], {
    cwd: root,
    // The launcher's "ready in" counts from when this process started, before the install and the builds above.
    env: { ...process.env, COMMAND_STARTED_AT: String(Math.round(performance.timeOrigin)) },
    detached: true,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  // package.json's start script execs this process in npm's shell, so npm passes SIGINT and SIGTERM on to it directly
  // and, once the launcher has stopped cleanly, ends with its code 0 (a shell in between died of the signal and npm
  // with it). A group signal reaches this process from npm and from the group: the launcher stops once either way.
  // SIGHUP reaches this process from a closing terminal, which wants the stack stopped: it is passed on as SIGTERM,
  // since the launcher takes a SIGHUP of its own as a rolling restart (`npm run restart` sends it one directly).
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => launcher.kill(signal));
  process.on('SIGHUP', () => launcher.kill('SIGTERM'));
  // npm neither handles nor passes on SIGHUP (nor any signal sent to npm alone by `kill -9`): this process is then
  // reparented. Stop too.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && launcher.kill('SIGTERM'), 500).unref();
  launcher.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 : 1)));
} else {
  process.argv.splice(2, 1); // the runners read their own options from argv[2] on
  require(runner);
}
