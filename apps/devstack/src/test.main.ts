import { readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHROMIUM_HEADLESS_SHELL_PACKAGE,
  DevStack,
  machineBusySeconds,
  ensureSystemPackages,
  freePort,
  POPPLER_PACKAGE,
  REDIS_PACKAGE,
  runCommand,
  say,
  since,
  SPARE_REDIS_SUITES,
  terminateRunningCommands,
  warn,
} from '@app/devstack';
import { DIST, ROOT, WEB_DIST } from './paths';
import { TYPECHECK_COMPILER, TYPECHECK_PROJECTS, typecheckArgs } from './typecheck-projects';

const SUITES = ['typecheck', 'lint', 'unit', 'web-unit', 'integration', 'e2e'] as const;
/**
 * Parallel integration workers; libs/tooling/testing/jest/integration-worker-env.cjs gives each its own databases (a PostgreSQL
 * database, and 1 + SPARE_REDIS_SUITES Redis databases: the private Redis and docker/test-services.yml's have 64).
 * Three on two cores: a suite spends much of its time waiting on child processes, real services and its own timers,
 * which a third worker fills. Measured in bench/results.md#what-shortened-the-test-suite.
 */
const INTEGRATION_WORKERS = 3;
const INTEGRATION_WORKER_ENVS = 'TEST_INTEGRATION_WORKER_ENVS';
type Suite = (typeof SUITES)[number];
/**
 * Suites that need no services and keep about one core busy each (tsc; eslint, dependency-cruiser and the formatter;
 * Vitest's, whose two workers keep about one core busy; Jest's unit project, one file but for a few): their commands
 * run two at a time, so on 2 cores they take about half their sum. A suite whose commands do not depend on each other
 * (typecheck's three tsc passes, lint's five tools) gives each to the lanes as a job of its own, in this order: as one
 * job, lint ran alone for its last 43 s, a core idle, once the other lane had run out of suites (the group 149.5 s
 * against 142.4 s split, one after the other here). typecheck's passes take seconds each; Vitest, the longest single
 * command, starts right after them, so that it never runs alone at the end. Each job's output is held and printed
 * whole when it ends, so two never interleave.
 */
const SIDE_BY_SIDE: readonly Suite[] = ['typecheck', 'web-unit', 'lint', 'unit'];
const SIDE_BY_SIDE_LANES = 2;

/**
 * `npm test`: every suite against a throwaway PostgreSQL and Redis that this runner starts and always removes.
 * `npm test -- --suite integration -- contact` runs one suite, passing the words after the second `--` as a filter.
 */
async function main(): Promise<number> {
  const { suites, filter } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const results: Result[] = [];
  let sideBySideUse = '';
  let stack: DevStack | undefined;
  let stopping = false;
  const cleanup = async () => stack?.stop();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      warn(`${signal}: stopping tests and cleaning up`);
      terminateRunningCommands();
      void cleanup().then(() => process.exit(130));
    });
  }

  try {
    const needsServices = suites.some((s) => s === 'integration' || s === 'e2e');
    await ensureSystemPackages([
      ...(needsServices ? [REDIS_PACKAGE] : []),
      // The worker renders PDFs with Chromium's headless shell, which the browser suite and the integration test of
      // the PayPal sandbox's JS SDK stand-in drive too. The documents' suite reads its PDFs as PNG pages (pdftoppm).
      ...(suites.includes('e2e') || suites.includes('integration') ? [CHROMIUM_HEADLESS_SHELL_PACKAGE] : []),
      ...(suites.includes('integration') ? [POPPLER_PACKAGE] : []),
    ]);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Every suite signs up and posts from one loopback address; the abuse-limit tests set the real limits (factor 1).
      RATE_LIMIT_FACTOR: '100',
      WEB_DIST_DIR: WEB_DIST,
      // The AWS SDK's notice that its releases after January 2027 need Node 22 (docs/toolchain.md): each api and worker
      // the suites start printed it, some ten times a run, among the lines a failing run is read by.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // "We received your booking" goes at once, as the suites read it right after booking; the tests of the wait set
      // their own (docs/configuration.md).
      RECEIVED_EMAIL_WAIT_SECONDS: '0',
    };
    if (needsServices) {
      // Throwaway: no dataDir, free ports; each suite below gets its own prepared database on this server. Given
      // DATABASE_URL / REDIS_URL (e.g. docker compose's), the suites get throwaway databases there instead. One
      // MailDev for the run: the e2e stack's apps send to it, and the suites read it (libs/tooling/testing Inbox).
      stack = new DevStack({
        buildDir: DIST,
        postgres: process.env.DATABASE_URL ? { throwawayOn: process.env.DATABASE_URL } : { embedded: {} },
        redis: process.env.REDIS_URL ? { throwawayOn: process.env.REDIS_URL } : { private: {} },
        inbox: {},
        env,
        prepareOutput: 'hide',
      });
      await stack.start();
    }
    // Where the suites read e-mails, and where their own test workers send them (as SMTP_URL, when they ask).
    const inboxEnv = () => ({ TEST_INBOX_URL: stack!.inboxUrl, TEST_INBOX_SMTP_URL: stack!.env.SMTP_URL });
    const node = (script: string, args: string[], runEnv = env, output?: Output) =>
      runCommand(process.execPath, [join(ROOT, script), ...args], { env: runEnv, cwd: ROOT, output });
    const jest = (project: string, runEnv = env, options: string[] = [], output?: Output) =>
      node(
        'node_modules/jest/bin/jest.js',
        ['--ci', ...options, ...filter, '--selectProjects', project],
        runEnv,
        output,
      );

    const command = (name: string, script: string, args: string[]): Step => ({
      name,
      run: (output) => node(script, args, env, output),
    });
    const tsc = (project: string) => command(`tsc -p ${project}`, TYPECHECK_COMPILER, typecheckArgs(project));
    const only = (run: Step['run']): Step[] => [{ name: '', run }];
    // A suite's commands; it passes when each does. Run alone, in this order, stopping at the first that fails.
    const steps: Record<Suite, Step[]> = {
      // Not the build's config: it leaves the test files and Jest's types out and is otherwise tsconfig.json, so what a
      // tsc pass of it found (a Jest global outside a test file) the lint finds (eslint.config.mjs) for far less CPU.
      typecheck: TYPECHECK_PROJECTS.map(tsc),
      // eslint, the server's layers (.dependency-cruiser.cjs), what nothing uses (knip.jsonc: files, dependencies,
      // exports), the formatting, the repository's own checks.
      lint: [
        command('eslint', 'node_modules/eslint/bin/eslint.js', ['--max-warnings=0', '.']),
        command('dependency-cruiser', 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs', [
          '--config',
          '.dependency-cruiser.cjs',
          '--output-type',
          'err-long',
          '.',
        ]),
        command('knip', 'node_modules/knip/bin/knip.js', ['--no-progress']),
        command('oxfmt', 'node_modules/oxfmt/bin/oxfmt', ['--check', '--threads=1', '.']),
        // README.md's map, the citations, every doc link and anchor, docs/map.md (repository-checks.cjs).
        command('repository checks', 'node_modules/jest/bin/jest.js', ['--ci', '--selectProjects', 'repository']),
      ],
      unit: only((output) => jest('unit', env, [], output)),
      // The SPA's own unit tests (Vitest on its Vite config, *.test.ts(x) beside the code); the filter picks files.
      'web-unit': only((output) =>
        node(
          'node_modules/vitest/vitest.mjs',
          ['run', '--config', 'apps/web/vitest.config.mts', ...filter],
          env,
          output,
        ),
      ),
      // INTEGRATION_WORKERS Jest workers, each with a PostgreSQL database and Redis databases of its own (so one's
      // queues never meet another's jobs), and one PayPal sandbox for the apps the tests start with the default config
      // (tests may start their own in-process too).
      integration: only(async () => {
        const workers: NodeJS.ProcessEnv[] = [];
        for (let worker = 1; worker <= INTEGRATION_WORKERS; worker++) {
          const { DATABASE_URL } = await stack!.prepareDatabase(`integration_${worker}`);
          const spareRedis: string[] = [];
          for (const _suite of SPARE_REDIS_SUITES) spareRedis.push(await stack!.redisDatabase());
          workers.push({
            DATABASE_URL,
            REDIS_URL: await stack!.redisDatabase(),
            TEST_REDIS_SPARE_URLS: spareRedis.join(','),
          });
        }
        const appsEnv = await stack!.startApps(['paypal-sandbox'], env);
        return jest('integration', { ...appsEnv, ...inboxEnv(), [INTEGRATION_WORKER_ENVS]: JSON.stringify(workers) }, [
          `--maxWorkers=${INTEGRATION_WORKERS}`,
          '--json',
          `--outputFile=${countFile('integration')}`,
        ]);
      }),
      e2e: only(async () => {
        const port = await freePort();
        const dbEnv = await stack!.prepareDatabase('e2e');
        const e2eEnv = {
          ...dbEnv,
          // Its own Redis database too: jobs the integration suite left behind belong to another PostgreSQL database.
          REDIS_URL: await stack!.redisDatabase(),
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          // Nothing scrapes it, and the default port may belong to the worker of an `npm start` on this machine.
          WORKER_METRICS_PORT: '0',
          // A reservation of step 2 that a journey leaves behind (a wizard that books nothing, a failed attempt's before
          // its retry) lapses within the run rather than in 10 minutes; the journeys click well within it, and a lapsed
          // reservation only leaves Submit to claim as before.
          BOOKING_RESERVATION_SECONDS: '30',
          // Long enough for a journey that pays through the API at once to be told once (emails-light-and-dark), short
          // enough for those that read "We received your booking" first.
          RECEIVED_EMAIL_WAIT_SECONDS: '5',
        };
        // The stack's SMTP_URL: the worker sends to MailDev, whose messages the journeys read (TEST_INBOX_URL), so a
        // parent opens the link an e-mail really carried.
        const appsEnv = await stack!.startApps(['paypal-sandbox', 'api', 'worker'], e2eEnv);
        return node(
          'node_modules/@playwright/test/cli.js',
          ['test', '--config', 'apps/web/playwright.config.ts', ...filter],
          {
            ...appsEnv,
            ...inboxEnv(),
            BASE_URL: e2eEnv.PUBLIC_URL,
            TEST_RESULTS_JSON: countFile('e2e'),
          },
        );
      }),
    };
    const runSuite = async (suite: Suite): Promise<Result> => {
      const suiteStart = Date.now();
      const cpuBefore = machineBusySeconds();
      let code = 0;
      for (const step of steps[suite]) if ((code = await step.run())) break;
      const cpuAfter = machineBusySeconds();
      const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
      const seconds = (Date.now() - suiteStart) / 1000;
      return { suite, ok: code === 0, took: since(suiteStart), seconds, cpu, tests: testsCounted(suite) };
    };
    const together = SIDE_BY_SIDE.filter((suite) => suites.includes(suite));
    const sideBySide = together.length > 1 ? together : [];
    if (sideBySide.length) {
      say(`running ${sideBySide.join(', ')}, ${SIDE_BY_SIDE_LANES} at a time (each one's output when it ends)`);
      const groupStart = Date.now();
      const groupCpuBefore = machineBusySeconds();
      const waiting = sideBySide.flatMap((suite) => steps[suite].map((step) => ({ suite, step })));
      // A suite's time is its commands' added up, its own cost whichever lanes they ran in.
      const spent = new Map<Suite, { seconds: number; ok: boolean }>();
      const lane = async () => {
        for (let job = waiting.shift(); job && !stopping; job = waiting.shift()) {
          const { suite, step } = job;
          const held: Buffer[] = [];
          const jobStart = Date.now();
          const ok = (await step.run((chunk) => held.push(chunk))) === 0;
          say(`${step.name ? `${suite} (${step.name})` : suite} ${ok ? 'passed' : 'FAILED'} in ${since(jobStart)}`);
          process.stdout.write(Buffer.concat(held));
          const before = spent.get(suite) ?? { seconds: 0, ok: true };
          spent.set(suite, { seconds: before.seconds + (Date.now() - jobStart) / 1000, ok: before.ok && ok });
        }
      };
      await Promise.all(Array.from({ length: SIDE_BY_SIDE_LANES }, lane));
      // Side by side, the machine's CPU is both lanes': the group's is shown instead of each suite's.
      for (const suite of suites.filter((s) => spent.has(s))) {
        const { seconds, ok } = spent.get(suite)!;
        results.push({ suite, ok, took: `${seconds.toFixed(1)} s`, seconds });
      }
      const groupCpuAfter = machineBusySeconds();
      sideBySideUse = cpuUse({
        seconds: (Date.now() - groupStart) / 1000,
        cpu: groupCpuBefore === undefined || groupCpuAfter === undefined ? undefined : groupCpuAfter - groupCpuBefore,
      });
    }
    for (const suite of suites.filter((s) => !sideBySide.includes(s))) {
      if (stopping) break;
      say(`running ${suite}`);
      results.push(await runSuite(suite));
    }
  } catch (err) {
    warn(err instanceof Error ? err.message : String(err));
    results.push({ suite: 'setup' as Suite, ok: false, took: since(started) });
  } finally {
    await cleanup();
  }
  say(`summary (busy: the machine's CPU while the suite ran, anything else on it included, of ${cpus().length} cores)`);
  for (const r of results) say(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.suite.padEnd(12)} ${r.took.padStart(8)}${cpuUse(r)}`);
  if (sideBySideUse) say(`  (side by side: ${sideBySideUse.trim()})`);
  const ok = results.length > 0 && results.every((r) => r.ok);
  say(`${ok ? 'all tests passed' : 'tests FAILED'} in ${since(started)}`);
  return ok ? 0 : 1;
}

/** Where a command's output goes instead of the terminal (a job run side by side holds it). */
type Output = (chunk: Buffer) => void;

/** One command of a suite; `name` tells it from the suite's others in the log, empty when it is the only one. */
interface Step {
  name: string;
  run: (output?: Output) => Promise<number>;
}

interface Result {
  suite: Suite;
  ok: boolean;
  took: string;
  seconds?: number;
  /** Seconds of CPU the machine spent busy while it ran (undefined off Linux, or run side by side). */
  cpu?: number;
  /** The tests it ran, by its runner's JSON results (the suites run alone: integration, e2e). */
  tests?: number;
}

/**
 * "   busy 1.5 cores, 0.62 CPU s a test (886 tests)": how much of the machine a suite kept busy, to tell a suite that
 * mostly waits (room for another beside it) from one that computes; and what each of its tests cost the machine, which,
 * unlike the wall time, stays comparable as tests are added and a suite's workers change.
 */
const cpuUse = ({ cpu, seconds, tests }: Pick<Result, 'cpu' | 'seconds' | 'tests'>): string =>
  cpu === undefined || !seconds
    ? ''
    : `   busy ${(cpu / seconds).toFixed(1)} cores` +
      (tests ? `, ${(cpu / tests).toFixed(2)} CPU s a test (${tests} tests)` : '');

/** Where a suite's runner writes its results as JSON (Jest's --json, Playwright's json reporter). */
const countFile = (suite: Suite) => join(tmpdir(), `test-results-${process.pid}-${suite}.json`);

/** How many tests the suite's JSON results count, the file then removed; undefined when it wrote none. */
function testsCounted(suite: Suite): number | undefined {
  const file = countFile(suite);
  try {
    const results = JSON.parse(readFileSync(file, 'utf8')) as {
      numTotalTests?: number;
      stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    const { stats } = results;
    return results.numTotalTests ?? (stats && stats.expected + stats.unexpected + stats.flaky + stats.skipped);
  } catch {
    return undefined;
  } finally {
    rmSync(file, { force: true });
  }
}

function parseArgs(args: string[]): { suites: Suite[]; filter: string[] } {
  const split = args.indexOf('--');
  const own = split === -1 ? args : args.slice(0, split);
  const filter = split === -1 ? [] : args.slice(split + 1);
  const suites: Suite[] = [];
  for (let i = 0; i < own.length; i++) {
    if (own[i] === '--suite' && SUITES.includes(own[i + 1] as Suite)) suites.push(own[++i] as Suite);
    else throw new Error(`unknown argument ${own[i]} (use --suite ${SUITES.join('|')} [-- filter])`);
  }
  return { suites: suites.length ? suites : [...SUITES], filter };
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    warn(String(err));
    process.exit(1);
  },
);
