import { describe, expect, it } from 'vitest';

describe('every SPA unit test', () => {
  it('reaches no server: a request no stub answers fails like a dropped connection', async () => {
    await expect(fetch('/api/site')).rejects.toThrow('Failed to fetch (no stub for GET /api/site)');
  });
});
