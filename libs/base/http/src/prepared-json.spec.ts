import Fastify from 'fastify';
import { contentHash, prepareJsonText, sendPrepared } from './prepared-json';

describe('a prepared JSON answer', () => {
  it('is encoded once and sent as those bytes, with the ETag of its text', async () => {
    const prepared = prepareJsonText('{"name":"Pâtissière’s relay"}');
    expect(prepared.bytes).toEqual(Buffer.from(prepared.body));
    expect(prepared.etag).toBe(`W/"${contentHash(prepared.body)}"`);
    const fastify = Fastify();
    fastify.get('/answer', (_req, reply) => reply.send(sendPrepared(reply, prepared)));
    try {
      const res = await fastify.inject('/answer');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag).toBe(prepared.etag);
      expect(res.headers['content-length']).toBe(String(prepared.bytes.length));
      expect(res.json()).toEqual({ name: 'Pâtissière’s relay' });
    } finally {
      await fastify.close();
    }
  });
});
