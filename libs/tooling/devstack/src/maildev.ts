import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { waitForHttpOk } from './http-wait';
import { endOf, stopChild } from './run-command';

export interface RunningMailDev {
  /** Where the apps send their e-mail (their SMTP_URL). */
  smtpUrl: string;
  /** The web inbox, and its REST API under /api (GET /api/email...). */
  webUrl: string;
  /** Resolves once it has exited, however (stop() included), with how. */
  ended(): Promise<string>;
  stop(): Promise<void>;
}

/** MailDev loads in about a second on a quiet machine; a limit for a busy one, not a figure. */
const START_LIMIT_MS = 30_000;
/** It closes two servers and exits: well within the stack's stop budget (after the apps' 6 s). */
const STOP_GRACE_MS = 2_000;
/**
 * Run before MailDev's own code: when our IPC channel closes (the launcher or test runner died, even by SIGKILL), it
 * shuts down as on Ctrl-C instead of lingering on its ports. Apps do the same from their own code (startNodeService).
 */
const EXIT_WITH_PARENT = 'data:text/javascript,process.on("disconnect",()=>process.kill(process.pid,"SIGTERM"))';

/**
 * Starts MailDev (npm `maildev`: an SMTP server that keeps every message, with a web inbox and a REST API) as our
 * child, both servers on loopback only. Its messages are files in `mailDir` (loaded again on the next start), so a
 * restart loses none and no two MailDevs share a folder (its default is one shared temp folder).
 */
export async function startMailDev({
  smtpPort,
  webPort,
  mailDir,
}: {
  smtpPort: number;
  webPort: number;
  mailDir: string;
}): Promise<RunningMailDev> {
  await mkdir(mailDir, { recursive: true });
  // ESM-only, but run as a program of its own: nothing here imports it.
  const child = spawn(
    process.execPath,
    [
      '--import',
      EXIT_WITH_PARENT,
      maildevProgram(),
      ...['--smtp', String(smtpPort), '--ip', '127.0.0.1'],
      ...['--web', String(webPort), '--web-ip', '127.0.0.1'],
      ...['--mail-directory', mailDir],
    ],
    // Its stdout is a banner and a line per message; errors (a port taken) come on stderr.
    { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
  );
  createInterface({ input: child.stderr! }).on('line', (line) => process.stderr.write(`[maildev] ${line}\n`));
  const ended = endOf(child);
  const webUrl = `http://127.0.0.1:${webPort}`;
  try {
    await waitForHttpOk(`${webUrl}/api/healthz`, START_LIMIT_MS, () => child.exitCode === null);
  } catch (err) {
    await stopChild(child, STOP_GRACE_MS);
    throw new Error(
      `MailDev did not start on 127.0.0.1 (SMTP port ${smtpPort}, web port ${webPort}; is one taken?): ${String(err)}`,
    );
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl,
    ended: () => ended,
    stop: () => stopChild(child, STOP_GRACE_MS),
  };
}

/** The `maildev` command's script. The package exports neither it nor its package.json, so it is found on disk. */
function maildevProgram(): string {
  const dir = require.resolve
    .paths('maildev')
    ?.map((modules) => join(modules, 'maildev'))
    .find((candidate) => existsSync(join(candidate, 'package.json')));
  if (!dir) throw new Error('the maildev package is not installed (npm install)');
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  return join(dir, bin.maildev);
}
