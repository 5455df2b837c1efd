// The integration suites' Jest environment: Node's, with pdf.js's worker for the suites that read PDFs back with
// pdf-parse. pdf.js loads its worker with a dynamic import(), which Jest's VM refuses without
// --experimental-vm-modules; imported here, outside the VM (once a worker process: Node keeps the module), the worker
// registers itself as globalThis.pdfjsWorker, and pdf.js inside the test finds it there instead of importing it. Every
// suite has it, so a folder's specs can share one Jest file whether they read PDFs or not (libs/tooling/testing/src/folder-specs.ts).
// It also records the file's CPU seconds for the run's summary (file-cpu.cjs).
const { TestEnvironment } = require('jest-environment-node');
const { cpuSeconds, recordFileCpu } = require('./file-cpu.cjs');

class IntegrationEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testPath = context.testPath;
  }

  async setup() {
    this.cpuAtStart = cpuSeconds();
    await super.setup();
    await import(require.resolve('pdf-parse/worker').replace(/cjs[/\\]index\.cjs$/, 'pdf.worker.mjs'));
    this.global.pdfjsWorker = globalThis.pdfjsWorker;
  }

  async teardown() {
    await super.teardown();
    recordFileCpu(this.testPath, cpuSeconds() - this.cpuAtStart);
  }
}

module.exports = IntegrationEnvironment;
