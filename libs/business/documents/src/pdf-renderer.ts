import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { Browser, Page } from 'puppeteer-core';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell; the devstack installs it when missing, the worker
 * image ships it): Chromium's old headless mode, built for automation. It prints the same PDFs as the full browser's
 * headless mode for about a third of the CPU (docs/documents.md#headless-shell).
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * HTML → PDF with one Chromium per process and a few reused pages (a page per document run at once: a new page costs
 * about as much as a PDF). The browser starts on the first render, not at boot, so a worker that never renders pays
 * nothing; it closes on shutdown so the worker and Jest exit (after the queue workers have finished their jobs, which
 * close before the application's shutdown hooks). A page that breaks is dropped and replaced; a browser
 * that dies is started again on the next render.
 */
@Injectable()
export class PdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger('PdfRenderer');
  private browser?: Promise<Browser>;
  private readonly idle: Page[] = [];
  private readonly waiting: { resolve: (page: Page) => void; reject: (err: unknown) => void }[] = [];
  private open = 0;
  private closed = false;

  /** `maxPages`: documents rendered at once (the documents queue's concurrency). */
  constructor(private readonly maxPages: number) {}

  async render(html: string): Promise<Buffer> {
    const page = await this.acquire();
    let healthy = false;
    try {
      // The documents carry their styles inline and load nothing; 'load' is enough once the markup is in.
      await page.setContent(html, { waitUntil: 'load', timeout: 15_000 });
      const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true, timeout: 15_000 });
      healthy = true;
      return Buffer.from(pdf);
    } finally {
      this.release(page, healthy);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    this.idle.length = 0;
    if (browser) await (await browser.catch(() => undefined))?.close();
  }

  private async acquire(): Promise<Page> {
    if (this.closed) throw new Error('PdfRenderer is shut down');
    const page = this.idle.pop();
    if (page) return page;
    if (this.open >= this.maxPages) return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
    return this.openPage();
  }

  private async openPage(): Promise<Page> {
    this.open++;
    try {
      const newPage = await (await this.launched()).newPage();
      // Nothing in a document runs or loads: the markup is ours, any user text in it is escaped, and no request leaves.
      await newPage.setJavaScriptEnabled(false);
      await newPage.setOfflineMode(true);
      return newPage;
    } catch (err) {
      this.open--;
      throw err;
    }
  }

  private release(page: Page, healthy: boolean): void {
    if (!healthy || page.isClosed() || this.closed) {
      this.open--;
      void page.close().catch(() => undefined);
      // A waiter gets a fresh page of its own instead of the broken one.
      const next = this.waiting.shift();
      if (next) this.openPage().then(next.resolve, next.reject);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(page);
    else this.idle.push(page);
  }

  private launched(): Promise<Browser> {
    // puppeteer-core (some 140 modules) is loaded with the first render too: every process and test suite that
    // imports the documents' library but prints nothing (the api, most integration suites) skips it.
    this.browser ??= import('puppeteer-core')
      .then(({ default: puppeteer }) =>
        puppeteer.launch({
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
          headless: 'shell',
          // Over a pipe, not a WebSocket: Chromium ends when the pipe closes, that is with this process however it ends
          // (SIGKILL included). puppeteer starts it in a process group of its own, so nothing else would end it.
          pipe: true,
          // Puppeteer would kill Chromium on the worker's own SIGTERM, under the PDF jobs still printing; the worker's
          // shutdown closes it once its queue workers are done (onApplicationShutdown).
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        }),
      )
      .then((browser) => {
        browser.once('disconnected', () => {
          if (this.closed) return;
          this.logger.warn('Chromium went away; the next document starts it again');
          this.browser = undefined;
          // Pages in use come back broken and are counted out then; the idle ones are gone now.
          this.open -= this.idle.length;
          this.idle.length = 0;
        });
        return browser;
      });
    this.browser.catch(() => (this.browser = undefined));
    return this.browser;
  }
}
