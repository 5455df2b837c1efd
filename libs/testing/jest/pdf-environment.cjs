// A Jest environment for suites that read PDFs back with pdf-parse. pdf.js loads its worker with a dynamic import(),
// which Jest's VM refuses without --experimental-vm-modules; imported here, outside the VM, the worker registers
// itself as globalThis.pdfjsWorker, and pdf.js inside the test finds it there instead of importing it.
// Use it with a docblock at the top of the suite: /** @jest-environment ./libs/testing/jest/pdf-environment.cjs */
const { TestEnvironment } = require('jest-environment-node');

class PdfEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    await import(require.resolve('pdf-parse/worker').replace(/cjs[/\\]index\.cjs$/, 'pdf.worker.mjs'));
    this.global.pdfjsWorker = globalThis.pdfjsWorker;
  }
}

module.exports = PdfEnvironment;
