// The integration suites' time limit. `testTimeout` inside a Jest project is ignored (it is a global option), so the
// integration project sets it here, for its suites only: each starts real apps on a shared 2-core machine.
/* global jest */
jest.setTimeout(20_000);
