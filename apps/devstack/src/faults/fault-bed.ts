import { catalogueGameIds } from '@app/testing';
import { FaultStack } from '../fault-stack';

/** The folder's one fault stack and the catalogue games its specs book. */
interface FaultBed {
  stack: FaultStack;
  games: number[];
}

let bed: FaultBed | undefined;

/**
 * Started once for the folder's specs (faults.int-suite.ts), which take turns on it: each case puts back the service it
 * broke, and reads only its own bookings, e-mails and log lines. A stack of its own each cost a PostgreSQL's initdb,
 * the migrations and seed, an api, a worker with its Chromium and a MailDev (docs/testing.md#fault-stack).
 */
export async function startFaultBed(): Promise<void> {
  const stack = await FaultStack.start();
  bed = { stack, games: (await catalogueGameIds(stack.apiUrl)).slice(0, 3) };
}

export async function closeFaultBed(): Promise<void> {
  await bed?.stack.close();
  bed = undefined;
}

/** The stack a spec breaks, once faults.int-suite.ts has started it. */
export function faultBed(): FaultBed {
  if (!bed) throw new Error('the fault stack is started by faults.int-suite.ts, before its specs');
  return bed;
}
