import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64, so rotating the host part does not help', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
  });

  it('puts a missing or unparsable address under one shared key', () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('not an ip')).toBe('unknown');
  });
});
