/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import { catchUpDeployedSite, CONTENT_VERSION_FILE } from './deployed-catch-up';

/** The three parties over real HTTP: the CMS's GraphQL, the deployed site's file, the host's build hook. */
describe('the deployed site catching up with the CMS', () => {
  let cmsVersion: string;
  let deployed: string | null;
  let hookCalls: number;
  let hookStatus: number;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/graphql') {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { contentVersion: { fingerprint: cmsVersion } } }));
      } else if (req.url === `/${CONTENT_VERSION_FILE}`) {
        res.statusCode = deployed === null ? 404 : 200;
        res.end(deployed === null ? 'Not found' : JSON.stringify({ fingerprint: deployed }));
      } else if (req.url === '/build-hook' && req.method === 'POST') {
        hookCalls += 1;
        res.statusCode = hookStatus;
        res.end();
      } else {
        res.statusCode = 404;
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    cmsVersion = 'v2';
    deployed = 'v1';
    hookCalls = 0;
    hookStatus = 200;
  });

  const settings = () => ({ cmsGraphqlUrl: `${base}/graphql`, siteUrl: base, buildHookUrl: `${base}/build-hook` });

  it('calls the build hook once when the CMS is ahead of the deployed site', async () => {
    expect(await catchUpDeployedSite(settings())).toEqual({ outcome: 'build requested', deployed: 'v1', cms: 'v2' });
    expect(hookCalls).toBe(1);
  });

  it('calls nothing when the deployed site was built from the CMS as it is', async () => {
    deployed = 'v2';
    expect(await catchUpDeployedSite(settings())).toEqual({ outcome: 'up to date', version: 'v2' });
    expect(hookCalls).toBe(0);
  });

  it('builds a site that does not say what it was built from', async () => {
    deployed = null;
    expect(await catchUpDeployedSite(settings())).toMatchObject({ outcome: 'build requested', deployed: null });
  });

  it('names what is not configured, and calls nothing', async () => {
    expect(await catchUpDeployedSite({ cmsGraphqlUrl: `${base}/graphql` })).toEqual({
      outcome: 'not configured',
      missing: ['SITE_URL', 'BUILD_HOOK_URL'],
    });
    expect(hookCalls).toBe(0);
  });

  it('reports a refused build hook and an unreachable CMS as failures', async () => {
    hookStatus = 404;
    expect(await catchUpDeployedSite(settings())).toEqual({
      outcome: 'failed',
      reason: 'The build hook answered 404',
    });
    const unreachable = await catchUpDeployedSite({ ...settings(), cmsGraphqlUrl: 'http://127.0.0.1:9/graphql' });
    expect(unreachable.outcome).toBe('failed');
  });
});
