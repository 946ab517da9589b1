import { expect, test, type Locator, type Page } from '@playwright/test';
import { servedLeadDatabase } from './leads-db';
import { pick, TODAY_IN_CALENDAR, uniqueEmail, visit, waitOutTheFillFloor } from './quote-wizard';

/**
 * Issue 27's acceptance in Chromium against the served site, its Functions and its lead database:
 * the boat page's form opens on the boat category, asks a boat's facts, suggests boat builders
 * and prices a boat; the heavy-equipment page prices a wide excavator as an oversize load; a car
 * quote is priced as before.
 */
test.use({ extraHTTPHeaders: {} });

/** The dollars of the first price range shown for an option ("$3,200 – $5,460"). */
async function priceRange(form: Locator, option: 'open' | 'enclosed'): Promise<[number, number]> {
  const text = await form.locator(`[data-option="${option}"]`).innerText();
  const [low, high] = [...text.matchAll(/\$([\d,]+)/g)].map((match) => Number(match[1]!.replace(/,/g, '')));
  return [low!, high!];
}

async function routeStep(page: Page, form: Locator, from: [string, RegExp], to: [string, RegExp]) {
  await pick(form, 'Pickup location', ...from);
  await pick(form, 'Delivery location', ...to);
  await form.getByRole('button', { name: /Ship date/ }).click();
  await page.getByRole('dialog', { name: 'Select Date' }).locator(TODAY_IN_CALENDAR).click();
  await form.getByText('Open', { exact: true }).click();
  await form.getByRole('button', { name: 'Next step' }).click();
}

async function contactStep(page: Page, form: Locator, email: string) {
  await form.getByRole('button', { name: 'Next step' }).click();
  await form.getByLabel('Your Name').fill('Dana Whitfield');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(813) 555-0142');
  await waitOutTheFillFloor(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByTestId('estimate')).toBeVisible({ timeout: 20_000 });
}

async function storedVehicles(email: string) {
  const db = await servedLeadDatabase();
  const rows = await db.all('SELECT payload FROM leads WHERE email = ?', [email]);
  expect(rows).toHaveLength(1);
  return (JSON.parse(String(rows[0]!.payload)) as { vehicles: Record<string, unknown>[] }).vehicles;
}

test('the boat page quotes a boat: the boat category, its length and beam, Sea Ray suggested, a boat priced', async ({
  page,
}) => {
  await visit(page, '/services/boat-shipping');
  const form = page.locator('#main-form');
  await routeStep(page, form, ['33602', /Tampa, FL 33602/], ['21401', /Annapolis, MD 21401/]);

  const category = form.getByRole('combobox', { name: 'Vehicle type' });
  await expect(category).toHaveValue('boat');
  // The choice stays open: the other categories are there to pick.
  await expect(category.locator('option', { hasText: 'Motorcycle' })).toHaveCount(1);
  await expect(form.getByLabel('Length (ft)')).toBeVisible();
  await expect(form.getByLabel('Beam (ft)')).toBeVisible();

  await form.getByRole('combobox', { name: 'Year', exact: true }).fill('2018');
  await form.getByRole('combobox', { name: 'Make', exact: true }).fill('sea r');
  await form
    .getByRole('listbox', { name: 'Make' })
    .getByRole('option', { name: /^Sea Ray$/ })
    .click();
  await form.getByRole('combobox', { name: 'Model', exact: true }).fill('Sundancer 320');
  await form.getByLabel('Length (ft)').fill('32');
  await form.getByLabel('Beam (ft)').fill(`10'6"`);
  await form.getByLabel('Height as it travels (ft)').fill('12');
  await form.getByRole('radiogroup', { name: 'On its own trailer' }).getByRole('radio', { name: 'Yes' }).check();

  const email = uniqueEmail('boat');
  await contactStep(page, form, email);
  const estimate = form.getByTestId('estimate');
  await expect(estimate).toContainText('2018 Sea Ray Sundancer 320');
  await estimate.getByText('What the range depends on').click();
  await expect(estimate).toContainText('Length: 32 ft');
  await expect(estimate).toContainText('oversize permits');
  // A car on the same route is quoted about $700 to $1,200: a 32 ft boat with a 10 ft 6 in beam is several times that.
  const [low, high] = await priceRange(form, 'open');
  expect(low).toBeGreaterThan(2_500);
  expect(high).toBeGreaterThan(low);

  const [boat] = await storedVehicles(email);
  expect(boat).toMatchObject({
    make: 'Sea Ray',
    model: 'Sundancer 320',
    year: 2018,
    category: 'boat',
    facts: { lengthFt: 32, beamFt: 10.5, heightFt: 12, onOwnTrailer: true },
  });
});

test('the heavy-equipment page prices a Caterpillar excavator 9 ft 6 in wide as an oversize load, and its route card a machine', async ({
  page,
}) => {
  await visit(page, '/services/heavy-equipment-shipping');
  const form = page.locator('#main-form');
  await routeStep(page, form, ['27601', /Raleigh, NC 27601/], ['48933', /Lansing, MI 48933/]);

  // The page's route card prices a machine too, open only, and says which.
  const routeCard = page.locator('[data-block="state-card"]').first();
  await expect(routeCard).toContainText('Estimate for a typical legal-size machine');
  await expect(routeCard.getByText('Enclosed carrier')).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('equipment');
  await form.getByRole('combobox', { name: 'Year', exact: true }).fill('2019');
  await form.getByRole('combobox', { name: 'Make', exact: true }).fill('cater');
  await form
    .getByRole('listbox', { name: 'Make' })
    .getByRole('option', { name: /^Caterpillar$/ })
    .click();
  await form.getByRole('combobox', { name: 'Model', exact: true }).fill('320 excavator');
  await form.getByLabel('Length (ft)').fill('30');
  await form.getByLabel('Width (ft)').fill(`9'6"`);
  await form.getByLabel('Height as it travels (ft)').fill('10');
  await form.getByLabel('Weight (lb)').fill('44,000');

  const email = uniqueEmail('excavator');
  await contactStep(page, form, email);
  const estimate = form.getByTestId('estimate');
  await estimate.getByText('What the range depends on').click();
  await expect(estimate).toContainText('oversize permits');
  // An owner paid about $4,800 to move a 20-ton excavator from Raleigh to Lansing (docs/pricing-sources.md).
  const [low, high] = await priceRange(form, 'open');
  expect(low).toBeLessThanOrEqual(4_800);
  expect(high).toBeGreaterThanOrEqual(4_800);

  const [machine] = await storedVehicles(email);
  expect(machine).toMatchObject({
    make: 'Caterpillar',
    category: 'equipment',
    facts: { lengthFt: 30, widthFt: 9.5, heightFt: 10, weightLb: 44_000 },
  });
});

test('a car quote from the home page is a car quote: SPEC entry unchanged, no category facts asked', async ({
  page,
}) => {
  await visit(page, '/');
  const form = page.locator('#main-form');
  await routeStep(page, form, ['33602', /Tampa, FL 33602/], ['21401', /Annapolis, MD 21401/]);
  await expect(form.getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('Car');
  await expect(form.getByLabel('Length (ft)')).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Year', exact: true }).fill('2020');
  await pick(form, 'Make', 'toy', /^Toyota$/);
  await pick(form, 'Model', 'cam', /^Camry$/);
  const email = uniqueEmail('car');
  await contactStep(page, form, email);
  const [low, high] = await priceRange(form, 'open');
  // Tampa to Annapolis, about 1,000 road miles: the car figures of issue 10's table.
  expect(low).toBeGreaterThanOrEqual(500);
  expect(high).toBeLessThanOrEqual(1_400);
  const [car] = await storedVehicles(email);
  expect(car).toEqual({ make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' });
});
