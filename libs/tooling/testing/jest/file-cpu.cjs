// What each test file cost the machine, beside its wall time: its Jest worker's CPU seconds while the file ran, with
// those of the child processes it started and waited for (a test worker, a pdf tool). Written by the integration
// environment as a file ends, one JSON line per file, to the log the CPU reporter names (TEST_CPU_LOG); the reporter
// prints them when the run ends (cpu-reporter.cjs).
const { appendFileSync, readFileSync } = require('node:fs');

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** This process's CPU seconds and its waited-for children's (from /proc, Linux; the process's own elsewhere). */
function cpuSeconds() {
  const { user, system } = process.cpuUsage();
  let children = 0;
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th of them.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    children = (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    // Not Linux: the process's own CPU only.
  }
  return (user + system) / 1e6 + children;
}

function recordFileCpu(testPath, cpuSecondsSpent) {
  const log = process.env.TEST_CPU_LOG;
  if (log) appendFileSync(log, `${JSON.stringify({ testPath, cpuSeconds: cpuSecondsSpent })}\n`);
}

module.exports = { cpuSeconds, recordFileCpu };
