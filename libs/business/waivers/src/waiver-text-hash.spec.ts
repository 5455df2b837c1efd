import { waiverTextHash } from './waiver-text-hash';

describe('waiverTextHash (docs/product/waivers.md#the-text)', () => {
  it("is the text's sha256 in hex, so anyone can check a record against the text it names", () => {
    expect(waiverTextHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('changes with a single character, accents included', () => {
    expect(waiverTextHash('Café')).not.toBe(waiverTextHash('Cafe'));
  });
});
