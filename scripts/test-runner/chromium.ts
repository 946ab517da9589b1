import fs from 'fs';
import { note, stage } from '../shared/log';
import { run } from '../shared/processes';

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The browser tests drive Debian's Chromium; installs it when missing and this user can. */
export async function ensureChromium(): Promise<string> {
  const browser = chromiumPath();
  if (fs.existsSync(browser)) return browser;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      `Chromium is not at ${browser}. Install Debian's chromium (sudo apt-get install chromium), ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  stage("Installing Debian's chromium for the browser tests");
  await run('apt-get', ['update'], { label: 'apt' });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    label: 'apt',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!fs.existsSync(browser)) throw new Error(`apt-get installed chromium, but ${browser} is still missing`);
  note(`Chromium installed at ${browser}`);
  return browser;
}
