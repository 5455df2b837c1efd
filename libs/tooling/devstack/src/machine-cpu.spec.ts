import { execFileSync } from 'node:child_process';
import { machineBusySeconds } from './machine-cpu';

describe('machineBusySeconds', () => {
  it("counts a process's CPU once it has used it", () => {
    const before = machineBusySeconds()!;
    // A child that computes until it has used 0.4 s of CPU, however busy the machine is.
    execFileSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 400_000);']);
    // Anything else the machine did meanwhile only adds.
    expect(machineBusySeconds()! - before).toBeGreaterThanOrEqual(0.35);
  });
});
