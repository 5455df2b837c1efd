// Jest orders the suites it has no durations for (every suite of a fresh clone, as in CI) by file size, so a long suite
// may start last and run alone at the end while the other workers sit idle. This starts the suites known to be long
// first (slow-suites.cjs), then leaves the rest to Jest's own order (durations from its cache, else file size).
const Sequencer = require('@jest/test-sequencer').default;
const { relative, sep } = require('node:path');
const slowSuites = require('./slow-suites.cjs');

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => slowSuites.indexOf(relative(test.context.config.rootDir, test.path).split(sep).join('/'));
    const slow = tests.filter((test) => rank(test) !== -1).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...super.sort(tests.filter((test) => rank(test) === -1))];
  }
}

module.exports = SlowFirstSequencer;
