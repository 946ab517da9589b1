/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { forgetProcessWide } from './process-wide';
import { serverSecret } from './secrets';

/** var/secrets.json as npm start's processes share it (relative to the working folder, the repository). */
describe('secrets kept in var/secrets.json', () => {
  let dir: string;
  let cwd: string;
  const saved = { ...process.env };
  beforeEach(() => {
    cwd = process.cwd();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-'));
    process.chdir(dir);
    forgetProcessWide('server:secrets');
    delete process.env.SITE_PREVIEW_SECRET;
    delete process.env.CMS_PREVIEW_TOKEN;
  });
  afterEach(() => {
    process.chdir(cwd);
    process.env = { ...saved };
    forgetProcessWide('server:secrets');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const stored = () => JSON.parse(fs.readFileSync(path.join(dir, 'var', 'secrets.json'), 'utf8')) as Record<string, string>;

  it("gives a file made before the preview existed the preview's secret and token once, keeping the others", () => {
    fs.mkdirSync(path.join(dir, 'var'));
    const before = { LEAD_LINK_SECRET: 'l', RATE_LIMIT_SALT: 'r', CRM_WEBHOOK_SECRET: 'c', ORDER_STATUS_SECRET: 'o' };
    fs.writeFileSync(path.join(dir, 'var', 'secrets.json'), JSON.stringify(before));
    const secret = serverSecret('SITE_PREVIEW_SECRET', false);
    const token = serverSecret('CMS_PREVIEW_TOKEN', false);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(token).not.toBe(secret);
    expect(stored()).toEqual({ ...before, SITE_PREVIEW_SECRET: secret, CMS_PREVIEW_TOKEN: token });
    // Read again by another process: the same values.
    forgetProcessWide('server:secrets');
    expect(serverSecret('SITE_PREVIEW_SECRET', false)).toBe(secret);
    expect(serverSecret('LEAD_LINK_SECRET', false)).toBe('l');
  });

  it('takes the value from the environment (.env) first', () => {
    process.env.SITE_PREVIEW_SECRET = ' from-env ';
    expect(serverSecret('SITE_PREVIEW_SECRET', false)).toBe('from-env');
    expect(fs.existsSync(path.join(dir, 'var', 'secrets.json'))).toBe(false);
  });
});
