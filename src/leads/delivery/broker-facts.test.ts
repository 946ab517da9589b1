/** @jest-environment node */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { fmcsaRecordUrl } from '../../routes';
import { withTempDir } from '../../testing/temp-dirs';
import { BROKER_FACTS_QUERY, BROKER_FACTS_TTL_MS, brokerFactsInForce, UNKNOWN_BROKER_FACTS } from './broker-facts';
import { sampleLead } from './testing/sample-lead';
import { createTransports } from './transports';

const SITE_SETTING = {
  siteName: 'Velmora Auto Transport',
  email: 'quotes@velmora.example',
  phones: [
    { label: 'Sales', number: '(888) 555-0111' },
    { label: 'Support', number: '(888) 555-0122' },
  ],
  phoneHours: 'Agents on call 24/7',
  usdotNumber: '2222333',
  mcNumber: 'MC-444555',
};
let urls = 0;
/** Each test its own CMS address: the cache is per address and per process. */
const env = () => ({ CMS_GRAPHQL_URL: `http://cms-${(urls += 1)}.test/graphql` });
const answering = (body: unknown) =>
  jest.fn(async (_url: unknown, init?: RequestInit) => {
    expect(JSON.parse(String(init?.body))).toEqual({ query: BROKER_FACTS_QUERY });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
const refusing = () => jest.fn(async () => Promise.reject(new TypeError('fetch failed')));

describe("the broker's facts at send time", () => {
  it('are the Site settings: the first phone as a tel: link, the hours, USDOT and MC with the FMCSA record', async () => {
    const fetcher = answering({ data: { siteSetting: SITE_SETTING } });
    expect(await brokerFactsInForce(env(), { fetcher: fetcher as typeof fetch, now: 0 })).toEqual({
      siteName: 'Velmora Auto Transport',
      phone: { number: '(888) 555-0111', href: 'tel:8885550111' },
      phoneHours: 'Agents on call 24/7',
      credentials: { usdot: '2222333', mc: '444555', fmcsaUrl: fmcsaRecordUrl('2222333') },
    });
  });

  it('are asked again only after the TTL, and kept when the CMS then fails', async () => {
    const settings = env();
    const good = answering({ data: { siteSetting: SITE_SETTING } });
    const warn = jest.fn();
    const first = await brokerFactsInForce(settings, { fetcher: good as typeof fetch, now: 1000, warn });
    await brokerFactsInForce(settings, { fetcher: good as typeof fetch, now: 1000 + BROKER_FACTS_TTL_MS - 1, warn });
    expect(good).toHaveBeenCalledTimes(1);
    const down = refusing();
    expect(
      await brokerFactsInForce(settings, { fetcher: down as typeof fetch, now: 1000 + BROKER_FACTS_TTL_MS, warn }),
    ).toEqual(first);
    expect(down).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Broker facts: fetch failed; e-mails keep the facts read before.');
  });

  it('are the name alone, logged, when the CMS never answered: no seed numbers stand in', async () => {
    const warn = jest.fn();
    const facts = await brokerFactsInForce(env(), { fetcher: refusing() as typeof fetch, now: 0, warn });
    expect(facts).toEqual(UNKNOWN_BROKER_FACTS);
    expect(facts.credentials).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Broker facts: fetch failed; e-mails go without the phone and the USDOT/MC numbers meanwhile.',
    );
    const noEntry = await brokerFactsInForce(env(), {
      fetcher: answering({ data: { siteSetting: null } }) as typeof fetch,
      now: 0,
      warn,
    });
    expect(noEntry).toEqual(UNKNOWN_BROKER_FACTS);
  });
});

describe('the relay’s e-mails', () => {
  let dir: string;
  withTempDir('velmora-facts-', (made) => (dir = made));

  /** A CMS GraphQL endpoint on loopback answering the Site settings. */
  async function startCms(siteSetting: unknown) {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { siteSetting } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/graphql`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  /** The message with quoted-printable undone (UTF-8 bytes back to text). */
  const eml = (name: string) =>
    Buffer.from(
      fs
        .readFileSync(path.join(dir, 'mail', `VLM-7K3M9QX2HD-${name}.eml`), 'utf8')
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  it('carry the phone and USDOT/MC the CMS holds when they are sent', async () => {
    const cms = await startCms({ ...SITE_SETTING, usdotNumber: '7654321' });
    try {
      const { transports } = createTransports({ CMS_GRAPHQL_URL: cms.url, LEAD_LINK_SECRET: 's' }, dir, false);
      await transports.customer_email(sampleLead());
      await transports.broker_email(sampleLead());
    } finally {
      await cms.close();
    }
    for (const raw of [eml('customer-confirmation'), eml('broker-notification')]) {
      expect(raw).toContain('USDOT 7654321 · MC-444555');
      expect(raw).toContain('tel:8885550111');
      expect(raw).toMatch(/Content-ID: <logo@velmora-transport>/i);
    }
  });

  it('go out without the credentials line when the CMS cannot be reached', async () => {
    const closed = await startCms(null);
    await closed.close();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { transports } = createTransports({ CMS_GRAPHQL_URL: closed.url, LEAD_LINK_SECRET: 's' }, dir, false);
      expect((await transports.customer_email(sampleLead())).detail).toMatch(/^saved /);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Broker facts: .*without the phone and the USDOT\/MC/));
    } finally {
      warn.mockRestore();
    }
    expect(eml('customer-confirmation')).not.toMatch(/USDOT|FMCSA/);
    expect(eml('customer-confirmation')).toContain('See your quote');
  });
});
