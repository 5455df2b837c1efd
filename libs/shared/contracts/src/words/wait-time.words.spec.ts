import { waitTime } from './wait-time.words';

describe('waitTime', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [119, '119 seconds'],
    [120, '2 minutes'],
    [121, '3 minutes'],
    [3599, '60 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ])('%d seconds read as "%s"', (seconds, text) => {
    expect(waitTime(seconds)).toBe(text);
  });
});
