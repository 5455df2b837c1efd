import { KeptDocuments } from './kept-documents';

describe('KeptDocuments', () => {
  it('keeps up to its capacity, dropping the least recently asked for', () => {
    const kept = new KeptDocuments<string>(2);
    kept.set('a', 'k1', Promise.resolve('A'));
    kept.set('b', 'k1', Promise.resolve('B'));
    // Asked for, 'a' is now the most recent: 'b' goes when 'c' comes.
    expect(kept.get('a', 'k1')).toBeDefined();
    kept.set('c', 'k1', Promise.resolve('C'));
    expect(kept.size).toBe(2);
    expect(kept.get('b', 'k1')).toBeUndefined();
    expect(kept.get('a', 'k1')).toBeDefined();
    expect(kept.get('c', 'k1')).toBeDefined();
  });

  it('answers only for the key it was made of, and forgets a failed render', async () => {
    const kept = new KeptDocuments<string>(2);
    kept.set('a', 'k1', Promise.resolve('A'));
    expect(kept.get('a', 'k2')).toBeUndefined();
    const failed = Promise.reject(new Error('broken'));
    kept.set('b', 'k1', failed);
    await expect(failed).rejects.toThrow('broken');
    await Promise.resolve();
    expect(kept.get('b', 'k1')).toBeUndefined();
  });
});
