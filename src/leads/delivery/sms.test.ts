/** @jest-environment node */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import { withTempDir } from '../../testing/temp-dirs';
import type { DeliveryContext } from './channel-transport';
import {
  NO_SMS_CONSENT,
  NO_SMS_NUMBER,
  NO_SMS_PROVIDER,
  smsFileSender,
  smsNumber,
  smsProviderSetting,
  statusSmsText,
  statusSmsTransport,
  twilioSender,
  type SmsMessage,
} from './sms';
import { carrierAssigned, sampleLead, sampleOrder } from './testing/sample-lead';
import { createTransports } from './transports';

const consent = { agreed: true, version: 'sms-2026-11', answeredAt: Date.UTC(2025, 9, 7) };
const event = carrierAssigned();
const lead = sampleLead({ sms: consent, order: sampleOrder({ events: [event] }) });
const delivery: DeliveryContext = { revision: 0, order: 'status', orderEventId: event.id };
const message: SmsMessage = { requestId: lead.requestId, eventRowId: event.id, to: '+13105550199', body: 'Hello' };

let dir: string;
withTempDir('velmora-sms-', (made) => (dir = made));

interface ProviderCall {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  form: Record<string, string>;
}

/** A Twilio-compatible provider on 127.0.0.1: records each call and answers as told. */
async function startProvider(
  answer: { status: number; body: object } | 'hang' = {
    status: 201,
    body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' },
  },
) {
  const calls: ProviderCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: String(req.headers.authorization ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const twilio = (apiUrl: string, timeoutMs?: number) =>
  twilioSender({
    accountSid: 'AC123',
    authToken: 'token-456',
    from: '+18005550100',
    apiUrl,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('the text of a status message', () => {
  it('says whose order, what happened and how to stop them, within one 160-character segment', () => {
    const text = statusSmsText(lead, event);
    expect(text).toBe(
      'Velmora order VLM-7K3M9QX2HD: A carrier is assigned: Reliable Auto Haulers, MC 1163054, pickup expected Oct 16. Details by e-mail. Reply STOP to opt out.',
    );
    expect(text.length).toBeLessThanOrEqual(160);
    expect(statusSmsText(lead, { ...event, status: 'picked_up', carrier: undefined })).toBe(
      'Velmora order VLM-7K3M9QX2HD: Your vehicle was picked up. Details by e-mail. Reply STOP to opt out.',
    );
  });

  it("leaves the carrier's details to the e-mail when they would not fit, and never carries a link", () => {
    const long = {
      ...event,
      carrier: {
        name: 'A Very Long Carrier Name Transport and Logistics Incorporated of America',
        mcNumber: '1163054',
        pickupEstimate: 'between the 16th and the 18th of October',
      },
    };
    const text = statusSmsText(lead, long);
    expect(text).toBe('Velmora order VLM-7K3M9QX2HD: A carrier is assigned. Details by e-mail. Reply STOP to opt out.');
    expect(text).not.toMatch(/https?:|#ref=|sig=/);
  });

  it('turns the typed phone into E.164, the United States by default', () => {
    expect(smsNumber('(310) 555-0199')).toBe('+13105550199');
    expect(smsNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(smsNumber('12')).toBeNull();
  });
});

describe('the status SMS transport', () => {
  it('writes a message file per event in development, whole and owner-only, its receipt naming only the file', async () => {
    const transport = statusSmsTransport(smsFileSender(path.join(dir, 'sms')));
    const receipt = await transport(lead, delivery);
    const file = path.join(dir, 'sms', `VLM-7K3M9QX2HD-${event.id}.json`);
    expect(receipt.detail).toContain(`VLM-7K3M9QX2HD-${event.id}.json`);
    expect(receipt.detail).not.toMatch(/0199|Reliable/);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      requestId: 'VLM-7K3M9QX2HD',
      eventRowId: event.id,
      to: '+13105550199',
      body: statusSmsText(lead, event),
    });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.join(dir, 'sms'))).toEqual([`VLM-7K3M9QX2HD-${event.id}.json`]);
  });

  it('checks the consent at send time, and skips without a provider, recording why', async () => {
    const sent: SmsMessage[] = [];
    const transport = statusSmsTransport(async (m) => (sent.push(m), { detail: 'sent' }));
    expect(await transport({ ...lead, sms: { ...consent, agreed: false } }, delivery)).toEqual({
      detail: NO_SMS_CONSENT,
    });
    expect(await transport({ ...lead, sms: null }, delivery)).toEqual({ detail: NO_SMS_CONSENT });
    expect(await transport({ ...lead, phone: '12' }, delivery)).toEqual({ detail: NO_SMS_NUMBER });
    expect(sent).toEqual([]);
    expect(await statusSmsTransport(null)(lead, delivery)).toEqual({ detail: NO_SMS_PROVIDER });
    await expect(transport(lead, { ...delivery, orderEventId: 99 })).rejects.toThrow('has no status event 99');
  });
});

describe('the Twilio-compatible provider', () => {
  it('POSTs the form to the account’s Messages.json with basic auth', async () => {
    const provider = await startProvider();
    try {
      const receipt = await statusSmsTransport(twilio(provider.url))(lead, delivery);
      expect(receipt).toEqual({ detail: 'sent by SMS provider (HTTP 201, SM0123456789abcdef0123456789abcdef)' });
      expect(provider.calls).toEqual([
        {
          method: 'POST',
          url: '/2010-04-01/Accounts/AC123/Messages.json',
          authorization: `Basic ${Buffer.from('AC123:token-456').toString('base64')}`,
          contentType: 'application/x-www-form-urlencoded',
          form: { To: '+13105550199', From: '+18005550100', Body: statusSmsText(lead, event) },
        },
      ]);
    } finally {
      await provider.close();
    }
  });

  it('fails the delivery on a 4xx or 5xx, naming the answer, so the relay retries it', async () => {
    for (const [status, body] of [
      [400, { code: 21211, message: "The 'To' number is not a valid phone number." }],
      [401, { code: 20003, message: 'Authenticate' }],
      [503, { message: 'unavailable' }],
    ] as const) {
      const provider = await startProvider({ status, body });
      try {
        await expect(twilio(provider.url)(message)).rejects.toThrow(`The SMS provider answered HTTP ${status}`);
      } finally {
        await provider.close();
      }
    }
  });

  it('gives up on a provider that does not answer in time, or cannot be reached', async () => {
    const provider = await startProvider('hang');
    try {
      await expect(twilio(provider.url, 200)(message)).rejects.toThrow('The SMS provider did not answer within 0.2 s');
    } finally {
      await provider.close();
    }
    await expect(twilio(provider.url)(message)).rejects.toThrow('The SMS provider could not be reached');
  });

  it('does not follow a redirect, which would carry the credentials elsewhere', async () => {
    const calls: string[] = [];
    const server = http.createServer((req, res) => {
      calls.push(req.url ?? '');
      res.writeHead(307, { location: '/elsewhere' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await expect(twilio(url)(message)).rejects.toThrow('could not be reached');
      expect(calls).toEqual(['/2010-04-01/Accounts/AC123/Messages.json']);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the SMS settings', () => {
  it('takes a provider only with all three TWILIO_ settings, and names the missing ones', () => {
    expect(smsProviderSetting({})).toEqual({ kind: 'none' });
    expect(
      smsProviderSetting({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM_NUMBER: '+18005550100' }),
    ).toEqual({ kind: 'twilio', settings: { accountSid: 'AC1', authToken: 't', from: '+18005550100' } });
    expect(smsProviderSetting({ TWILIO_ACCOUNT_SID: 'AC1' })).toEqual({
      kind: 'incomplete',
      missing: ['TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'],
    });
    expect(() =>
      smsProviderSetting({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM_NUMBER: '+1',
        TWILIO_API_URL: 'ftp://x',
      }),
    ).toThrow('TWILIO_API_URL must be an http(s) address');
  });

  it('wires the provider, the files or a skip into the transports, and logs where texts go without the token', async () => {
    const env = { LEAD_LINK_SECRET: 's', CRM_WEBHOOK_SECRET: 's', SITE_URL: 'https://www.velmora.test' };
    const provider = await startProvider();
    try {
      const twilioSetup = createTransports(
        {
          ...env,
          TWILIO_ACCOUNT_SID: 'AC9',
          TWILIO_AUTH_TOKEN: 'secret-token',
          TWILIO_FROM_NUMBER: '+18005550100',
          TWILIO_API_URL: provider.url,
        },
        dir,
        false,
      );
      expect(twilioSetup.destinations.status_sms).toBe(`SMS provider ${provider.url}, from +18005550100`);
      expect(JSON.stringify(twilioSetup.destinations)).not.toContain('secret-token');
      await twilioSetup.transports.status_sms?.(lead, delivery);
      expect(provider.calls).toHaveLength(1);
    } finally {
      await provider.close();
    }
    const development = createTransports(env, dir, false);
    expect(development.destinations.status_sms).toBe(`JSON files in ${path.join(dir, 'sms')}`);
    const production = createTransports({ ...env, SMTP_URL: 'smtp://127.0.0.1:9' }, dir, true);
    expect(production.destinations.status_sms).toBe('nowhere: no SMS provider is configured (texts are skipped)');
    expect(await production.transports.status_sms?.(lead, delivery)).toEqual({ detail: NO_SMS_PROVIDER });
    const half = createTransports({ ...env, TWILIO_ACCOUNT_SID: 'AC9' }, dir, true);
    await expect(half.transports.status_sms?.(lead, delivery)).rejects.toThrow(
      'TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER not set',
    );
  });
});
