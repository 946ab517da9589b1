/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createTransports } from './delivery/transports';
import { sampleLead } from './delivery/testing/sample-lead';
import { leadDatabaseLocation } from './store/open-store';
import { missingProductionSettings } from '../runtime/deployment';
import { serverSecret } from '../runtime/secrets';
import { siteAddress } from '../runtime/site-address';

describe('a production deployment has no local fallbacks', () => {
  const saved = { ...process.env };
  let cwd: string;
  let dir: string;
  beforeEach(() => {
    cwd = process.cwd();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployment-test-'));
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
    process.env = { ...saved };
  });

  it('names every setting a production build needs', () => {
    expect(missingProductionSettings({ DATABASE_URL: ' ', LEAD_LINK_SECRET: 'a' })).toEqual([
      'DATABASE_URL',
      'RATE_LIMIT_SALT',
      'SITE_URL',
    ]);
  });

  it('never falls back to SQLite without DATABASE_URL', () => {
    expect(() => leadDatabaseLocation({}, true)).toThrow(/^DATABASE_URL is not set: /);
    expect(leadDatabaseLocation({ DATABASE_URL: 'postgres://db/leads' }, true)).toEqual({
      engine: 'postgres',
      url: 'postgres://db/leads',
    });
    expect(leadDatabaseLocation({}, false).engine).toBe('sqlite');
  });

  it('makes every link from SITE_URL: without it a production deployment names it, never a local address', () => {
    expect(() => siteAddress({}, true)).toThrow(/^SITE_URL is not set: /);
    expect(() => createTransports({ LEAD_LINK_SECRET: 'k' }, path.join(dir, 'var'), true)).toThrow(
      /^SITE_URL is not set: /,
    );
    expect(siteAddress({ SITE_URL: ' https://www.velmora.test/ ' }, true)).toBe('https://www.velmora.test');
  });

  it('never makes a secrets file: an unset secret is an error naming it', () => {
    process.env.LEAD_LINK_SECRET = '';
    expect(() => serverSecret('LEAD_LINK_SECRET', true)).toThrow(/^LEAD_LINK_SECRET is not set: /);
    expect(fs.existsSync(path.join(dir, 'var'))).toBe(false);
  });

  it('without CRM_WEBHOOK_URL or SMTP_URL, deliveries fail naming the setting and write no file', async () => {
    const { transports, destinations } = createTransports(
      { LEAD_LINK_SECRET: 'k', SITE_URL: 'https://www.velmora.test' },
      path.join(dir, 'var'),
      true,
    );
    await expect(transports.crm(sampleLead())).rejects.toThrow(/^CRM_WEBHOOK_URL is not set/);
    await expect(transports.customer_email(sampleLead())).rejects.toThrow(/^SMTP_URL is not set/);
    await expect(transports.broker_email(sampleLead())).rejects.toThrow(/^SMTP_URL is not set/);
    expect(destinations.crm).toMatch(/CRM_WEBHOOK_URL is not set/);
    expect(fs.existsSync(path.join(dir, 'var'))).toBe(false);
  });

  it('with a CRM webhook, its signing secret is required too', () => {
    process.env.CRM_WEBHOOK_SECRET = '';
    expect(() =>
      createTransports(
        { LEAD_LINK_SECRET: 'k', SITE_URL: 'https://www.velmora.test', CRM_WEBHOOK_URL: 'https://crm.example/leads' },
        undefined,
        true,
      ),
    ).toThrow(/^CRM_WEBHOOK_SECRET is not set: /);
  });
});
