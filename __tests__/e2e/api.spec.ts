import { expect, test, type APIRequestContext } from '@playwright/test';
import { validLead } from '../../src/leads/testing/fixtures';
import { nextClientIp, rowCounts, servedLeadDatabase } from './leads-db';

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

const post = (request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) =>
  request.post(path, { data, headers: { 'X-Forwarded-For': nextClientIp(), ...headers } });

const lookup = async (request: APIRequestContext, path: string, body: Record<string, unknown>) => {
  const response = await post(request, `/api/${path}`, body);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
};

test.describe('lookups, as Gatsby compiles and serves them', () => {
  test('"90210" gives Beverly Hills, CA', async ({ request }) => {
    const [first] = await lookup(request, 'cityZipLookup', { input: '90210' });
    expect(first).toMatchObject({ City: 'Beverly Hills', StateId: 'CA', Zip: '90210', CountryID: 'US' });
  });

  test('"Miami" lists Miami, FL first', async ({ request }) => {
    const data = await lookup(request, 'cityZipLookup', { input: 'Miami' });
    expect(data[0]).toMatchObject({ City: 'Miami', StateId: 'FL' });
    expect(data.length).toBeGreaterThan(1);
  });

  test('"M5V" and "Toronto" give Toronto, ON', async ({ request }) => {
    for (const input of ['M5V', 'Toronto']) {
      const [first] = await lookup(request, 'cityZipLookup', { input });
      expect(first).toMatchObject({ City: 'Toronto', StateId: 'ON', CountryID: 'CA' });
    }
  });

  test('"Bremerhaven" gives Port of Bremerhaven, Germany', async ({ request }) => {
    const [first] = await lookup(request, 'cityPortLookup', { input: 'Bremerhaven', searchPort: true });
    expect(first).toMatchObject({ PortName: 'Port of Bremerhaven', PortCountry: 'Germany', Zip: '' });
  });

  test('makes for 2020 include Toyota with its NHTSA id', async ({ request }) => {
    const data = await lookup(request, 'makeLookup', { input: 'toy', Year: 2020 });
    expect(data).toContainEqual({ Make: 'Toyota', MakeID: 448 });
  });

  test('Toyota 2020 models include Camry and RAV4 and not Celica', async ({ request }) => {
    const models = (await lookup(request, 'modelLookup', { input: '', MakeID: 448, Year: 2020 })).map((m) => m.Model);
    expect(models).toEqual(expect.arrayContaining(['Camry', 'RAV4']));
    expect(models).not.toContain('Celica');
  });

  test('world cities come with their country', async ({ request }) => {
    const [first] = await lookup(request, 'autocomplete', { input: 'Yokohama' });
    expect(first).toMatchObject({ City: 'Yokohama', Country: 'Japan' });
  });

  test('nothing matching, or odd input, gives an empty list', async ({ request }) => {
    for (const input of ['zzzzqqq', '', '💥', "'; DROP TABLE x;--", 'x'.repeat(5000), 42, null]) {
      expect(await lookup(request, 'cityZipLookup', { input })).toEqual([]);
    }
  });

  test('a burst over 10 a second from one address gets 429 with Retry-After', async ({ request }) => {
    const ip = nextClientIp();
    // All at once, as a burst comes: one after another, a busy machine could spread them over more
    // than the second the limit counts.
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        request.post('/api/makeLookup', { data: { input: 'ho' }, headers: { 'X-Forwarded-For': ip } }),
      ),
    );
    const statuses = responses.map((response) => response.status()).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    for (const response of responses.filter((answer) => answer.status() === 429)) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await response.json()).toMatchObject({ data: [], error: 'rate_limited' });
    }
  });

  test('the warm-up opens the store and loads the indexes', async ({ request }) => {
    const response = await request.get('/api/pingGRPC');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', formToken: expect.stringMatching(/^f2\./) });
  });
});

test.describe(`the form token on ${engine}: the fill time is the server's`, () => {
  const confirmationOf = async (email: string) => {
    const db = await servedLeadDatabase();
    return db.get(
      "SELECT l.status AS lead, o.status AS confirmation FROM leads l JOIN outbox o ON o.lead_id = l.id AND o.channel = 'customer_email' WHERE l.email = ?",
      [email],
    );
  };

  test('a quote sent 4 s after the warm-up with its token is confirmed to the visitor; the token is then spent', async ({
    request,
  }) => {
    const { formToken } = (await (await request.get('/api/pingGRPC')).json()) as { formToken: string };
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const email = `token.${Date.now()}@example.com`;
    const first = await post(request, '/api/createLead', { ...validLead({ email }), formToken });
    expect(first.status()).toBe(201);
    const answer = (await first.json()) as { data: { confirmation: unknown }; formToken: string };
    expect(answer.data.confirmation).toEqual({ emailed: true });
    // The page's next quote carries the token the answer gave.
    expect(answer.formToken).toMatch(/^f2\./);
    const row = await confirmationOf(email);
    expect(row?.lead).toBe('received');
    expect(row?.confirmation).not.toBe('held');
    // The same token on another quote is a script's: stored, and its address e-mailed nothing.
    const other = `token.other.${Date.now()}@example.com`;
    const second = await post(request, '/api/createLead', { ...validLead({ email: other }), formToken });
    expect(second.status()).toBe(201);
    expect(((await second.json()) as { data: { confirmation: unknown } }).data.confirmation).toEqual({
      emailed: false,
    });
    expect(await confirmationOf(other)).toEqual({ lead: 'received', confirmation: 'held' });
  });

  test('the same token sent at once is faster than a person: kept for review, sent nowhere', async ({ request }) => {
    const { formToken } = (await (await request.get('/api/pingGRPC')).json()) as { formToken: string };
    const email = `fast.${Date.now()}@example.com`;
    expect((await post(request, '/api/createLead', { ...validLead({ email }), formToken })).status()).toBe(201);
    const db = await servedLeadDatabase();
    expect(await db.get('SELECT status FROM leads WHERE email = ?', [email])).toEqual({ status: 'spam' });
  });

  test('a quote without a token (a script, not the form) is a lead for the broker, but e-mails nobody', async ({
    request,
  }) => {
    const email = `notoken.${Date.now()}@example.com`;
    expect((await post(request, '/api/createLead', validLead({ email }))).status()).toBe(201);
    expect(await confirmationOf(email)).toEqual({ lead: 'received', confirmation: 'held' });
  });
});

test.describe(`lead intake over HTTP on ${engine}`, () => {
  test('a valid lead is stored once, and a retry with the same key replays the answer', async ({ request }) => {
    const before = await rowCounts();
    const headers = { 'Idempotency-Key': `e2e-${Date.now()}-replay`, 'X-Forwarded-For': nextClientIp() };
    const lead = validLead({ email: `replay.${Date.now()}@example.com` });
    const first = await request.post('/api/createLead', { data: lead, headers });
    expect(first.status()).toBe(201);
    const again = await request.post('/api/createLead', { data: lead, headers });
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const after = await rowCounts();
    expect(after.leads - before.leads).toBe(1);
    expect(after.outbox - before.outbox).toBe(3);
    const other = await request.post('/api/createLead', { data: { ...lead, firstName: 'Somebody Else' }, headers });
    expect(other.status()).toBe(422);
  });

  test('a booking answers the URL of its booking page, which shows what is to be booked', async ({ request, page }) => {
    const response = await post(
      request,
      '/api/createOpportunityAndSendToBooking',
      validLead({ email: `book.${Date.now()}@example.com` }),
    );
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { url: string; data: { lead: { id: string } } };
    expect(body.url).toContain(`/book#ref=${body.data.lead.id}&t=`);
    const url = new URL(body.url);
    await page.goto(`${url.pathname}${url.hash}`);
    await expect(page.getByText(body.data.lead.id)).toBeVisible();
    await expect(page.getByText('2020 Toyota Camry')).toBeVisible();
    await expect(page.getByText('@example.com', { exact: false })).toHaveCount(0);
    const t = new URLSearchParams(url.hash.slice(1)).get('t');
    await page.goto(`${url.pathname}#ref=${body.data.lead.id}&t=${t}&sig=${'A'.repeat(43)}`);
    await expect(page.getByRole('alert')).toContainText('This quote link is not valid');
  });

  const stamp = Date.now();
  const VALID_FIXTURES: [string, object][] = [
    ['a domestic quote', validLead({ email: `dom.${stamp}@example.com` })],
    ['an accented name', validLead({ firstName: 'Zoë Ångström-Núñez', email: `zoe.${stamp}@example.com` })],
    ['a .museum address', validLead({ email: `curator.${stamp}@museum.museum` })],
    [
      'a Canadian postal code',
      validLead({
        destinationCountry: 'CA',
        destinationPostalCode: 'M5V 2T6',
        destinationCity: 'Toronto',
        destinationState: 'ON',
        email: `ca.${stamp}@example.com`,
      }),
    ],
    [
      'an international quote to a port',
      validLead({
        isInternational: true,
        shippingMethod: 'Door to port',
        destinationCountry: 'Germany',
        destinationCity: 'Port of Bremerhaven',
        destinationPostalCode: '',
        destinationState: '',
        email: `intl.${stamp}@example.com`,
      }),
    ],
    [
      'ten vehicles',
      validLead({
        vehicles: Array(10).fill({ make: 'Ford', model: 'Model T', year: 1908 }),
        email: `fleet.${stamp}@example.com`,
      }),
    ],
  ];

  for (const [what, fixture] of VALID_FIXTURES) {
    test(`accepts ${what}`, async ({ request }) => {
      const response = await post(request, '/api/createLead', fixture);
      expect(response.status(), await response.text()).toBe(201);
    });
  }

  test('refuses a name carrying a link, markup, SQL or digits, with the clear message, writing nothing', async ({
    request,
  }) => {
    const before = await rowCounts();
    for (const firstName of [
      'Claim your prize at https://spam.example',
      'Visit cheap-pills.com',
      "Robert'); DROP TABLE leads;--",
      '<script>alert(1)</script>',
      'Maria 2',
    ]) {
      const response = await post(
        request,
        '/api/createLead',
        validLead({ firstName, email: `name.${stamp}@example.com` }),
      );
      expect(response.status(), firstName).toBe(422);
      expect((await response.json()).errors).toEqual({
        firstName: 'Please enter your name with letters only: no digits, links or symbols.',
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  test('refuses what is not JSON, too large, from another site or not a POST, writing nothing', async ({ request }) => {
    const before = await rowCounts();
    const lead = validLead({ email: `edge.${Date.now()}@example.com` });
    const cases: [string, () => Promise<{ status(): number }>, number][] = [
      [
        'text/plain',
        () =>
          request.post('/api/createLead', { data: JSON.stringify(lead), headers: { 'content-type': 'text/plain' } }),
        415,
      ],
      ['a form post', () => request.post('/api/createLead', { form: { firstName: 'Maria' } }), 415],
      ['multipart', () => request.post('/api/createLead', { multipart: { firstName: 'Maria' } }), 415],
      ['over 32 KB', () => post(request, '/api/createLead', { ...lead, templateId: 'x'.repeat(40_000) }), 413],
      ['over 100 KB', () => post(request, '/api/createLead', { ...lead, templateId: 'x'.repeat(150_000) }), 413],
      [
        'malformed JSON',
        () =>
          request.post('/api/createLead', {
            data: '{"firstName": "Ma',
            headers: { 'content-type': 'application/json' },
          }),
        400,
      ],
      ['an array', () => post(request, '/api/createLead', [lead]), 400],
      ['an empty object', () => post(request, '/api/createLead', {}), 422],
      [
        'a deep object',
        () => post(request, '/api/createLead', { ...lead, firstName: { a: { b: { c: [1, 2, { d: 'e' }] } } } }),
        422,
      ],
      ['another site', () => post(request, '/api/createLead', lead, { Origin: 'https://attacker.example' }), 403],
      ['a GET', () => request.get('/api/createLead'), 405],
    ];
    for (const [what, send, status] of cases) expect((await send()).status(), what).toBe(status);
    expect(await rowCounts()).toEqual(before);
  });
});
