import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSnippets } from '@app/devstack';
import { DRAIN_MESSAGE, DRAIN_RETRY_AFTER_SECONDS } from '@app/http';
import { errorBody } from '@app/platform';

const caddyfile = readFileSync(join(__dirname, 'Caddyfile'), 'utf8');

describe('docker/Caddyfile', () => {
  it("answers for an api that could not, with the api's own coded 503 and Retry-After", () => {
    const body = JSON.stringify(errorBody('SERVICE_UNAVAILABLE', DRAIN_MESSAGE));
    expect(caddyfile).toContain(`\t\trespond \`${body}\` 503\n`);
    expect(caddyfile).toContain(`\t\theader Retry-After ${DRAIN_RETRY_AFTER_SECONDS}\n`);
  });

  it('holds the proxy settings `npm start` takes as they are, and uses them itself', () => {
    const snippets = sharedSnippets(caddyfile);
    expect(snippets).toMatch(
      /^\(api-replicas\) \{\n[\s\S]*\tlb_try_duration \d+s\n[\s\S]*\n\}\n\n\(api-unavailable\) \{\n/,
    );
    expect(caddyfile).toMatch(/^\t\timport api-replicas$/m);
    expect(caddyfile).toMatch(/^\timport api-unavailable$/m);
  });
});
