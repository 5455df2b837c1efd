import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { InvitationDocumentReads, PublicDocumentPath, PublicDocumentReads } from '@app/contracts';

/** The server bundle's renders (src/render-document.tsx) and what each takes. */
interface Renders {
  renderDocument: [path: PublicDocumentPath, reads: PublicDocumentReads];
  renderInvitationDocument: [reads: InvitationDocumentReads];
}

/**
 * The thread's code: it imports the SPA's server bundle (an ES module; this app is CommonJS, and a thread is Node's
 * own loader wherever the api runs, Jest included) and renders what it is asked, one answer per request id.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = import(workerData.moduleUrl);
parentPort.on('message', ({ id, render, args }) => {
  renderer
    .then((r) => r[render](...args))
    .then(
      (html) => parentPort.postMessage({ id, html }),
      (err) => parentPort.postMessage({ id, error: String((err && err.stack) || err) }),
    );
});
`;

type Answer = { id: number; html: string; error?: undefined } | { id: number; error: string };

/**
 * React's render of a public page, in a thread of its own: a first render takes a few hundred milliseconds (the
 * bundle's routes load), which the api's event loop must not wait through while it answers everything else. Started
 * on the first render, not at start, so a process that serves no page (a test of another domain) pays nothing.
 */
export class DocumentRenderer {
  private thread?: Worker;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (html: string) => void; reject: (err: Error) => void }>();

  constructor(private readonly modulePath: string) {}

  render<R extends keyof Renders>(render: R, ...args: Renders[R]): Promise<string> {
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.started().postMessage({ id, render, args });
    });
  }

  async close(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.failAll(thread, new Error('the public pages renderer was closed'));
    await thread.terminate();
  }

  private started(): Worker {
    if (this.thread) return this.thread;
    const thread = new Worker(THREAD, { eval: true, workerData: { moduleUrl: pathToFileURL(this.modulePath).href } });
    // Never what keeps the process alive: a stop ends it with the rest.
    thread.unref();
    thread.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (answer.error === undefined) waiting?.resolve(answer.html);
      else waiting?.reject(new Error(`rendering a public page failed: ${answer.error}`));
    });
    // A thread that died fails what it held; the next render starts a new one.
    thread.on('error', (err) => this.failAll(thread, err));
    thread.on('exit', () => this.failAll(thread, new Error('the public pages renderer stopped')));
    return (this.thread = thread);
  }

  private failAll(thread: Worker, err: Error): void {
    // Only the current thread's end fails what waits: a thread that failed is replaced at the next render, and its own
    // 'exit', arriving after its 'error', must not fail the renders its successor holds.
    if (this.thread !== thread) return;
    this.thread = undefined;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }
}
