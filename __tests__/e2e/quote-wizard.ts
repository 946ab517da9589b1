/** What a visitor does with the quote wizard, shared by the specs that fill it in Chromium. */
import type { Locator, Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/leads/intake';
import { nextClientIp } from './leads-db';

let run = 0;
/** An address no other test (or earlier run against the same database) has used. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${process.pid}.${(run += 1)}@example.com`;

/**
 * Each test is its own visitor, so the per-address limits of the intake stay apart. The form's
 * warm-up ping is sent once React runs the page: from then on, typing reaches the form.
 */
export async function visit(page: Page, path: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': nextClientIp() });
  await Promise.all([page.waitForRequest('**/api/pingGRPC'), page.goto(path)]);
}

export async function pick(form: Locator, field: string, text: string, option: RegExp) {
  await form.getByRole('combobox', { name: field, exact: true }).fill(text);
  await form.getByRole('listbox', { name: field }).getByRole('option', { name: option }).first().click();
}

/**
 * A person takes longer than the intake's floor for a filled form (a faster one is stored as
 * spam). The form's clock starts when its code mounts, before the steps a test has just filled, so
 * waiting out the whole floor here keeps a fast machine's fill over it, however quick the typing.
 */
export const waitOutTheFillFloor = (page: Page) => page.waitForTimeout(MIN_FILL_MS + 250);

/**
 * Today's cell in the ship-date calendar. Shown two months at a time, the second month's grid
 * holds the first month's last days too (hidden, as outside its month): on the last days of a
 * month, today's class is on both.
 */
export const TODAY_IN_CALENDAR = '.react-datepicker__day--today:not(.react-datepicker__day--outside-month)';
