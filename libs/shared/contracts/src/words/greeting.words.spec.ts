import { parentGreeting } from './greeting.words';

describe('the greeting of a parent e-mail', () => {
  it('greets by the first name of a full name', () => {
    expect(parentGreeting('Priya Shah')).toBe('Hi Priya,');
    expect(parentGreeting('  Ana Maria   Ruiz ')).toBe('Hi Ana,');
  });

  it('keeps a name of one word as it is', () => {
    expect(parentGreeting('Cher')).toBe('Hi Cher,');
  });
});
