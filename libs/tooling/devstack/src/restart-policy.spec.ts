import { CRASHES_TO_GIVE_UP, RestartPolicy } from './restart-policy';

describe("the launcher's restart policy", () => {
  it('restarts after 0.5 s, doubling per crash within a minute, and gives up on the fifth', () => {
    const policy = new RestartPolicy();
    const delays = [0, 1_000, 3_000, 7_000, 15_000].map((at) => policy.crashed('worker', at));
    expect(delays).toEqual([500, 1_000, 2_000, 4_000, undefined]);
    expect(CRASHES_TO_GIVE_UP).toBe(5);
  });

  it('counts each app or service on its own, and forgets crashes older than a minute', () => {
    const policy = new RestartPolicy();
    for (const at of [0, 1_000, 2_000, 3_000]) policy.crashed('worker', at);
    expect(policy.crashed('api', 3_500)).toBe(500);
    // The first three crashes are over a minute old: this is the second within the window.
    expect(policy.crashed('worker', 62_500)).toBe(1_000);
  });
});
