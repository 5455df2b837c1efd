// Prints, when a run ends, each test file's wall time and the CPU seconds its worker spent on it (file-cpu.cjs), the
// longest first: a file that is long and busy costs the suite CPU, one that is long and idle waits (on a timer, a
// lock, another process). Files that recorded no CPU (the unit project's) show their wall time alone.
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, relative } = require('node:path');

class CpuReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.dir = mkdtempSync(join(tmpdir(), 'jest-cpu-'));
    // Read by the workers, which start after the reporters are made and inherit the environment.
    process.env.TEST_CPU_LOG = join(this.dir, 'files.jsonl');
  }

  onRunComplete(_contexts, results) {
    const cpu = new Map();
    try {
      for (const line of readFileSync(process.env.TEST_CPU_LOG, 'utf8').split('\n').filter(Boolean)) {
        const { testPath, cpuSeconds } = JSON.parse(line);
        cpu.set(testPath, cpuSeconds);
      }
    } catch {
      // No file recorded its CPU.
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
    const files = results.testResults
      .map((file) => ({
        path: relative(this.rootDir, file.testFilePath),
        wall: (file.perfStats.end - file.perfStats.start) / 1000,
        cpu: cpu.get(file.testFilePath),
      }))
      .sort((a, b) => b.wall - a.wall);
    if (!files.length) return;
    const lines = files.map(
      ({ path, wall, cpu: seconds }) =>
        `${wall.toFixed(1).padStart(8)} s ${seconds === undefined ? '' : `${seconds.toFixed(1)} s CPU`.padStart(12)}  ${path}`,
    );
    const total = (pick) => files.reduce((sum, file) => sum + (pick(file) ?? 0), 0).toFixed(1);
    const cpuTotal = cpu.size ? `${total((f) => f.cpu)} s CPU` : '';
    process.stderr.write(
      `\nwall and CPU per test file (the CPU: its worker's and the children it waited for)\n${lines.join('\n')}\n` +
        `${total((f) => f.wall).padStart(8)} s ${cpuTotal.padStart(12)}  in all\n`,
    );
  }
}

module.exports = CpuReporter;
