import { Resolver } from 'node:dns/promises';
import { ReplicaDns, startReplicaDns } from './replica-dns';

describe('the DNS answer Caddy looks the api replicas up in', () => {
  let dns: ReplicaDns;
  let resolver: Resolver;
  beforeAll(async () => {
    dns = await startReplicaDns();
    resolver = new Resolver({ timeout: 2000, tries: 1 });
    resolver.setServers([`127.0.0.1:${dns.port}`]);
  });
  afterAll(() => dns.stop());

  it('gives the replicas that answer now, none, and nothing for other record types', async () => {
    dns.answer(['127.0.1.1', '127.0.1.2']);
    expect(await resolver.resolve4('api-replicas.invalid')).toEqual(['127.0.1.1', '127.0.1.2']);
    dns.answer(['127.0.1.2']);
    expect(await resolver.resolve4('api-replicas.invalid')).toEqual(['127.0.1.2']);
    dns.answer([]);
    await expect(resolver.resolve4('api-replicas.invalid')).rejects.toMatchObject({ code: 'ENODATA' });
    await expect(resolver.resolve6('api-replicas.invalid')).rejects.toMatchObject({ code: 'ENODATA' });
  });
});
