import { execFileSync } from 'node:child_process';
import { endedChildrenCpuSeconds } from './children-cpu';

describe('endedChildrenCpuSeconds', () => {
  it("counts the CPU of a child once it has ended, and not this process's own", () => {
    const before = endedChildrenCpuSeconds()!;
    // This process's own work is not a child's.
    for (let end = Date.now() + 300; Date.now() < end;);
    expect(endedChildrenCpuSeconds()).toBe(before);
    // A child that computes until it has used 0.4 s of CPU, however busy the machine is.
    execFileSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 400_000);']);
    const used = endedChildrenCpuSeconds()! - before;
    expect(used).toBeGreaterThanOrEqual(0.35);
    expect(used).toBeLessThan(5);
  });
});
