import request from 'supertest';
import { startTestApp, waitFor } from '@app/testing';
import { PublicDocuments } from './public-documents.service';
import { PublicPagesModule } from './public-pages.module';

/**
 * A stop (SIGTERM: Nest's shutdown) while a public page is being rendered: the api drains the requests in flight
 * before its renderer's thread ends, so the page is answered with its document rather than an error.
 */
describe('the public pages during a stop', () => {
  it('answers the page in flight with its document, the renderer ending after the requests', async () => {
    const t = await startTestApp({ imports: [PublicPagesModule] });
    const documents = t.app.get(PublicDocuments);
    let closed: Promise<void> | undefined;
    try {
      // supertest listens for this request, so the stop drains it as a real server's; the first render of this app's
      // renderer loads the bundle's routes in a new thread, a few hundred milliseconds during which the stop comes.
      // then() sends it now: a supertest request goes out only once it is awaited or then'd.
      const answer = request(t.server)
        .get('/packages')
        .then((res) => res);
      await waitFor(async () => documents.renders > 0, 30_000, 'the page to be rendering');
      closed = t.close();
      // A render that fails sends the SPA's shell instead (200 too), which has no heading.
      const res = await answer;
      expect({ status: res.status, h1: /<h1[^>]*>([^<]*)</.exec(res.text)?.[1] }).toEqual({
        status: 200,
        h1: 'Party Packages',
      });
    } finally {
      await (closed ?? t.close());
    }
  }, 60_000);
});
