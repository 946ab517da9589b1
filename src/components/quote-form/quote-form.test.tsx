import { act, fireEvent, screen, within } from '@testing-library/react';
import { maxModelYear } from '../../quote/field-rules';
import { QUOTE_MESSAGES as M } from '../../quote/messages';
import { SMS_CONSENT_TEXT, SMS_CONSENT_VERSION } from '../../quote/consent';
import { readQuoteAnswer, type QuoteOutcome } from '../../quote/quote-outcome';
import { lookup } from '../../quote/site-services';
import type { EmbeddedSubmission } from '../../quote/submission';
import { LIMIT_NOTE } from './quote-form';
import {
  acceptedOutcome,
  choose,
  chooseToday,
  click,
  datasetLookups,
  errorOf,
  field,
  fillContact,
  fillDomesticRoute,
  fillVehicle,
  next,
  pause,
  renderQuoteForm,
  submit,
  typeInto,
} from './testing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const stepHeading = (name: string) => screen.getByRole('heading', { name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const queryButton = (name: string | RegExp) => screen.queryByRole('button', { name });
const submissionOf = (onSubmit: jest.Mock, call = 0) => onSubmit.mock.calls[call][0] as EmbeddedSubmission;
const shippingMethod = () => screen.getByRole('combobox', { name: 'Shipping method' });
/** The texts of a list's options (or items), in the order the visitor sees them. */
const textsOf = (list: HTMLElement, role: 'option' | 'listitem' = 'option') =>
  within(list)
    .getAllByRole(role)
    .map((item) => item.textContent);

async function toVehicles() {
  await fillDomesticRoute();
  await next();
  expect(stepHeading('Your vehicles')).toBeInTheDocument();
}

async function toContact() {
  await toVehicles();
  await fillVehicle('2012', ['Toy', /^Toyota$/], ['Cam', /^Camry$/]);
  await next();
  expect(stepHeading('Your contact details')).toBeInTheDocument();
}

/** A 2012 Toyota Camry in the list and a blank second vehicle in the editor. */
async function toSecondVehicle() {
  await toVehicles();
  await fillVehicle('2012', ['Toy', /^Toyota$/], ['Cam', /^Camry$/]);
  await click(button('Add more vehicles'));
}

async function submitDomesticQuote() {
  await toContact();
  fillContact();
  await submit();
}

/** An international quote from a port to a port, both with no postal code, sent. */
async function submitBaltimoreToHamburg() {
  await choose('Pickup location', 'port of balt', /Port of Baltimore/);
  await choose('Delivery location', 'hamb', /Port of Hamburg/);
  await chooseToday();
  await next();
  await fillVehicle('2020', ['Por', /^Porsche$/], ['911', /^911$/]);
  await next();
  fillContact();
  await submit();
}

describe('SPEC §4 wizard', () => {
  it('Next advances only if the current step is valid, showing each missing field its message', async () => {
    renderQuoteForm();
    await next();
    expect(stepHeading('Route and date')).toBeInTheDocument();
    expect(errorOf(field('Pickup location'))).toBe(M.location);
    expect(errorOf(field('Delivery location'))).toBe(M.location);
    expect(errorOf(button(/Ship date/))).toBe(M.shipDate);
    expect(screen.getByText(M.transportType)).toBeInTheDocument();
    await fillDomesticRoute();
    await next();
    expect(stepHeading('Your vehicles')).toBeInTheDocument();
  });

  it('Back goes one step and clears errors, keeping what was typed', async () => {
    renderQuoteForm();
    await toVehicles();
    fireEvent.change(field('Year'), { target: { value: '' } });
    await next();
    expect(errorOf(field('Year'))).toBe(M.year);
    await click(button('Back'));
    expect(stepHeading('Route and date')).toBeInTheDocument();
    expect(screen.queryByText(M.year)).not.toBeInTheDocument();
    expect(field('Pickup location')).toHaveValue('Beverly Hills, CA 90210');
    await next();
    expect(field('Year')).toHaveValue('');
    expect(errorOf(field('Year'))).toBe('');
  });

  it('Only step 1 is enabled at the start; a reached step can be gone back to', async () => {
    renderQuoteForm({ pagination: true });
    expect(button(/Step 1 of 3/)).toBeEnabled();
    expect(button(/Step 2 of 3/)).toBeDisabled();
    expect(button(/Step 3 of 3/)).toBeDisabled();
    await toVehicles();
    expect(button(/Step 2 of 3/)).toHaveAttribute('aria-current', 'step');
    await click(button(/Step 1 of 3/));
    expect(stepHeading('Route and date')).toBeInTheDocument();
    expect(button(/Step 2 of 3/)).toBeEnabled();
    expect(button(/Step 3 of 3/)).toBeDisabled();
  });

  it('Switching domestic/international resets to step 1 and clears errors, vehicles, ship date and the selected vehicle', async () => {
    renderQuoteForm({ pagination: true });
    await toVehicles();
    await fillVehicle('2015', ['Hon', /^Honda$/], ['Civ', /^Civic$/]);
    await click(button('Add more vehicles'));
    expect(button(/All vehicles \(2\/2\)/)).toBeInTheDocument();
    await click(button(/Step 1 of 3/));
    fireEvent.click(button('International'));
    expect(button('International')).toHaveAttribute('aria-pressed', 'true');
    expect(button(/Ship date/)).toHaveTextContent('Choose a date');
    expect(button(/Step 2 of 3/)).toBeDisabled();
    fireEvent.click(button('Domestic shipping'));
    await fillDomesticRoute();
    await next();
    expect(queryButton(/All vehicles/)).not.toBeInTheDocument();
    expect(field('Make')).toHaveValue('');
    expect(field('Year')).toHaveValue('2012');
  });

  it.each([
    {
      origin: 'in the United States or Canada',
      typed: 'port of balt',
      port: /Port of Baltimore, United States/,
      preselected: 'Door to port',
    },
    { origin: 'elsewhere', typed: 'hamb', port: /Port of Hamburg, Germany/, preselected: 'Port to door' },
  ])(
    'An origin $origin offers $preselected and Port to port, $preselected preselected',
    async ({ typed, port, preselected }) => {
      renderQuoteForm({ startInternational: true });
      await choose('Pickup location', typed, port);
      expect(textsOf(shippingMethod())).toEqual(['Choose…', preselected, 'Port to port']);
      expect(shippingMethod()).toHaveValue(preselected);
    },
  );

  it('Switching to domestic resets the shipping-method options', async () => {
    renderQuoteForm({ startInternational: true });
    await choose('Pickup location', 'hamb', /Port of Hamburg, Germany/);
    fireEvent.click(button('Domestic shipping'));
    fireEvent.click(button('International'));
    expect(textsOf(shippingMethod())).toEqual(['Choose…', 'Port to port', 'Door to port', 'Port to door']);
    expect(shippingMethod()).toHaveValue('');
  });

  it("A 'Port of' location sends an empty postal code", async () => {
    const { onSubmit } = renderQuoteForm({ startInternational: true });
    await submitBaltimoreToHamburg();
    const sent = submissionOf(onSubmit as jest.Mock);
    expect(sent).toMatchObject({
      originCity: 'Baltimore',
      originPostalCode: '',
      originCountry: 'US',
      destinationCity: 'Hamburg',
      destinationPostalCode: '',
      destinationCountry: 'DE',
      isInternational: true,
      shippingMethod: 'Door to port',
      transportType: 'Open',
    });
  });

  it('Adding a vehicle is blocked while an input of the step fails its native validity', async () => {
    renderQuoteForm();
    await toVehicles();
    fireEvent.change(field('Year'), { target: { value: '19' } });
    await click(button('Add more vehicles'));
    expect(queryButton(/All vehicles/)).not.toBeInTheDocument();
    expect(errorOf(field('Year'))).toBe(M.year);
    expect(errorOf(field('Make'))).toBe(M.make);
  });

  it("Adding a vehicle appends a blank one and selects it, under 'All vehicles (current/total)'", async () => {
    renderQuoteForm();
    await toSecondVehicle();
    expect(button('All vehicles (2/2)')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('2012 Toyota Camry')).toBeInTheDocument();
    expect(field('Make')).toHaveValue('');
    expect(field('Year')).toHaveValue('2012');
    expect(button('+ Add this vehicle')).toBeInTheDocument();
    fireEvent.click(button('All vehicles (2/2)'));
    expect(button('All vehicles (2/2)')).toHaveAttribute('aria-expanded', 'false');
  });

  it('Removing deletes the selected vehicle, selects the previous one and clears vehicle errors', async () => {
    renderQuoteForm();
    await toSecondVehicle();
    await click(button('+ Add this vehicle'));
    expect(errorOf(field('Make'))).toBe(M.make);
    await click(button('Remove this vehicle'));
    expect(queryButton(/All vehicles/)).not.toBeInTheDocument();
    expect(field('Make')).toHaveValue('Toyota');
    expect(errorOf(field('Make'))).toBe('');
  });

  it("'Delete vehicle' removes that vehicle, and index 0 stays 0", async () => {
    renderQuoteForm();
    await toSecondVehicle();
    await fillVehicle('2018', ['For', /^Ford$/], ['F-1', /^F-150$/]);
    await click(button('+ Add this vehicle'));
    await click(button('Edit 2012 Toyota Camry'));
    expect(button('All vehicles (1/2)')).toBeInTheDocument();
    await click(button('Delete vehicle: 2012 Toyota Camry'));
    expect(queryButton(/All vehicles/)).not.toBeInTheDocument();
    expect(field('Make')).toHaveValue('Ford');
  });

  it("With several vehicles, '+ Add this vehicle' and 'Save Changes' validate the step, then hide the editor", async () => {
    renderQuoteForm();
    await toSecondVehicle();
    await click(button('+ Add this vehicle'));
    expect(errorOf(field('Model'))).toBe(M.model);
    await fillVehicle('2019', ['Che', /^Chevrolet$/], ['Tah', /^Tahoe$/]);
    await click(button('+ Add this vehicle'));
    expect(screen.queryByRole('combobox', { name: 'Make' })).not.toBeInTheDocument();
    expect(screen.getByText('2019 Chevrolet Tahoe')).toBeInTheDocument();
    await click(button('Edit 2019 Chevrolet Tahoe'));
    expect(button('All vehicles (2/2)')).toBeInTheDocument();
    fireEvent.change(field('Year'), { target: { value: '2020' } });
    await click(button('Save Changes'));
    expect(screen.getByText('2020 Chevrolet Tahoe')).toBeInTheDocument();
    expect(button('Add more vehicles')).toBeInTheDocument();
  });

  it('Picking a make stores the make and MakeID; the model lookup asks with that make id and the selected year', async () => {
    const model = jest.fn(datasetLookups.model);
    renderQuoteForm({ lookups: { ...datasetLookups, model } });
    await toVehicles();
    fireEvent.change(field('Year'), { target: { value: '2015' } });
    await choose('Make', 'toyo', /^Toyota$/);
    expect(field('Make')).toHaveValue('Toyota');
    await choose('Model', 'tac', /^Tacoma$/);
    expect(model).toHaveBeenLastCalledWith('tac', 448, 2015);
    expect(field('Model')).toHaveValue('Tacoma');
    // The model's own type comes with it.
    expect(screen.getByRole('combobox', { name: 'Vehicle type' })).toHaveValue('Pickup');
  });

  it('Picking a year closes the year list', async () => {
    renderQuoteForm();
    await toVehicles();
    const year = field('Year');
    fireEvent.focus(year);
    fireEvent.click(year);
    await pause(0);
    expect(year).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('option', { name: '1999' }));
    expect(year).toHaveValue('1999');
    expect(year).toHaveAttribute('aria-expanded', 'false');
  });

  it('Submit sets the loading flag: button disabled and form dimmed, and a double click sends once', async () => {
    let answer: (outcome: QuoteOutcome) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<QuoteOutcome>((resolve) => (answer = resolve)));
    renderQuoteForm({ onSubmit });
    await submitDomesticQuote();
    fireEvent.click(button('Submit'));
    expect(button('Submit')).toBeDisabled();
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => answer(acceptedOutcome));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('The home form result shows the status code, the request identification and the lead number', async () => {
    renderQuoteForm();
    await submitDomesticQuote();
    const result = document.getElementById('quote-result') as HTMLElement;
    expect(result).toHaveTextContent('Thank you for your interest, your request identification VLM-TEST');
    expect(result).toHaveTextContent('Status201');
    expect(result).toHaveTextContent('Lead number7K3-M9Q');
  });

  it('The result says who the broker is: its USDOT and MC numbers with the FMCSA record', async () => {
    const credentials = {
      usdot: '3498127',
      mc: '1163054',
      fmcsaUrl: 'https://safer.fmcsa.dot.gov/x?query_string=3498127',
    };
    renderQuoteForm({ credentials });
    await submitDomesticQuote();
    const result = document.getElementById('quote-result') as HTMLElement;
    expect(result).toHaveTextContent('USDOT 3498127');
    expect(result).toHaveTextContent('MC-1163054');
    expect(within(result).getByRole('link', { name: /FMCSA record/ })).toHaveAttribute('href', credentials.fmcsaUrl);
  });

  it('A response with no status is treated as 500 and the loading flag stays on; Try again reuses the idempotency key', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({
        kind: 'failed',
        status: 500,
        message: 'We could not confirm that your request arrived.',
        uncertain: true,
      })
      .mockResolvedValueOnce(acceptedOutcome);
    renderQuoteForm({ onSubmit });
    await submitDomesticQuote();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not confirm that your request arrived.');
    expect(button('Submit')).toBeDisabled();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Maria Lopez');
    await click(button('Try again'));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1][1].idempotencyKey).toBe(onSubmit.mock.calls[0][1].idempotencyKey);
    expect(onSubmit.mock.calls[1][0]).toEqual(onSubmit.mock.calls[0][0]);
    expect(screen.getByText(/request identification VLM-TEST/)).toBeInTheDocument();
  });

  it('A changed quote after a failure gets a new idempotency key', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ kind: 'failed', status: 503, message: 'Busy.', uncertain: false })
      .mockResolvedValueOnce(acceptedOutcome);
    renderQuoteForm({ onSubmit });
    await submitDomesticQuote();
    expect(button('Submit')).toBeEnabled();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(310) 555-0100' } });
    await submit();
    expect(onSubmit.mock.calls[1][1].idempotencyKey).not.toBe(onSubmit.mock.calls[0][1].idempotencyKey);
  });

  it('A quote over a limit (429) keeps every typed value on all three steps, vehicles included, and shows the message with the phone number', async () => {
    // The server's answer when it has stored the quote as held (src/leads/intake.ts).
    const limited = readQuoteAnswer(429, {
      status: 429,
      error: 'rate_limited',
      held: true,
      message:
        'We already have several requests from this e-mail address today, so we have kept this one for an agent instead of e-mailing you again (your request identification VLM-HELD). An agent will contact you; you can also call us.',
      retryAfter: 86_000,
      data: { lead: { id: 'VLM-HELD' } },
    });
    const onSubmit = jest.fn().mockResolvedValue(limited);
    renderQuoteForm({ onSubmit, phone: { number: '(800) 555-0187', href: 'tel:+18005550187' } });
    await toSecondVehicle();
    await fillVehicle('2019', ['For', /^Ford$/], ['F-1', /^F-150$/]);
    await click(button('+ Add this vehicle'));
    await next();
    fillContact('Maria Lopez', 'maria@example.com', '(310) 555-0199');
    fireEvent.click(screen.getByRole('checkbox', { name: /Text me shipment updates/ }));
    await submit();

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('(your request identification VLM-HELD). An agent will contact you');
    expect(alert).toHaveTextContent(LIMIT_NOTE);
    expect(within(alert).getByRole('link', { name: '(800) 555-0187' })).toHaveAttribute('href', 'tel:+18005550187');
    expect(alert).toHaveFocus();
    expect(button('Submit')).toBeEnabled();
    // Step 3 as typed.
    expect(screen.getByLabelText('Your Name')).toHaveValue('Maria Lopez');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('(310) 555-0199');
    expect(screen.getByRole('checkbox', { name: /Text me shipment updates/ })).toBeChecked();
    // Step 2: both vehicles.
    await click(button('Back'));
    expect(screen.getByText('2012 Toyota Camry')).toBeInTheDocument();
    expect(screen.getByText('2019 Ford F-150')).toBeInTheDocument();
    // Step 1: the route, the date and the transport type.
    await click(button('Back'));
    expect(field('Pickup location')).toHaveValue('Beverly Hills, CA 90210');
    expect(field('Delivery location')).toHaveValue('New York, NY 10001');
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
    // Later, Submit again without retyping: the same quote, under the same idempotency key.
    await next();
    await next();
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1][0]).toEqual(onSubmit.mock.calls[0][0]);
    expect(onSubmit.mock.calls[1][1].idempotencyKey).toBe(onSubmit.mock.calls[0][1].idempotencyKey);
    expect(submissionOf(onSubmit).Vehicles.map((v) => `${v.Year} ${v.Make} ${v.Model}`)).toEqual([
      '2012 Toyota Camry',
      '2019 Ford F-150',
    ]);
  });

  it('Under the phone: who calls and a link to the privacy policy; then an unticked, optional SMS updates checkbox with its wording', async () => {
    const onSubmit = jest.fn(async () => acceptedOutcome);
    renderQuoteForm({ onSubmit });
    await toContact();
    const phone = screen.getByLabelText('Phone');
    const note = screen.getByText(/A Velmora agent will call you about this quote only/);
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
    expect(note).toHaveTextContent('We never sell your number or pass it to other brokers.');
    expect(within(note).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    const sms = screen.getByRole('checkbox', { name: 'Text me shipment updates (optional)' });
    expect(sms).not.toBeChecked();
    expect(sms).not.toBeRequired();
    expect(document.getElementById(sms.getAttribute('aria-describedby') ?? '')).toHaveTextContent(SMS_CONSENT_TEXT);
    expect(SMS_CONSENT_TEXT).toMatch(/Velmora Auto Transport/);
    for (const words of [
      'Message frequency varies',
      'Message and data rates may apply',
      'Reply STOP',
      'HELP',
      'not a condition of purchase',
    ])
      expect(SMS_CONSENT_TEXT).toContain(words);
    // Unticked, the quote goes and says no, with the wording shown.
    fillContact();
    await submit();
    expect(submissionOf(onSubmit)).toMatchObject({ smsUpdates: false, smsConsentVersion: SMS_CONSENT_VERSION });
  });

  it('A ticked SMS box is sent as yes, with the wording version', async () => {
    const onSubmit = jest.fn(async () => acceptedOutcome);
    renderQuoteForm({ onSubmit });
    await toContact();
    fillContact();
    fireEvent.click(screen.getByLabelText('Text me shipment updates (optional)'));
    await submit();
    expect(submissionOf(onSubmit)).toMatchObject({ smsUpdates: true, smsConsentVersion: 'sms-2026-11' });
  });

  it('Server field errors return the visitor to the step that asks for the field', async () => {
    const onSubmit = jest.fn().mockResolvedValueOnce({
      kind: 'invalid',
      status: 422,
      message: 'Some details need attention.',
      errors: { Model: M.model },
      vehicleIndex: 0,
    });
    renderQuoteForm({ onSubmit });
    await submitDomesticQuote();
    expect(stepHeading('Your vehicles')).toBeInTheDocument();
    expect(errorOf(field('Model'))).toBe(M.model);
    expect(field('Model')).toHaveFocus();
  });

  it('After a successful embedded submit: step 1, one empty vehicle, no ship date or door/port choice, all options, flags reset', async () => {
    renderQuoteForm({ startInternational: true, pagination: true });
    await submitBaltimoreToHamburg();
    await click(button('Request another quote'));
    expect(stepHeading('Route and date')).toBeInTheDocument();
    expect(button(/Ship date/)).toHaveTextContent('Choose a date');
    const method = shippingMethod();
    expect(method).toHaveValue('');
    expect(textsOf(method)).toEqual(['Choose…', 'Port to port', 'Door to port', 'Port to door']);
    expect(button(/Step 2 of 3/)).toBeDisabled();
    await chooseToday();
    fireEvent.change(method, { target: { value: 'Port to port' } });
    await next();
    expect(queryButton(/All vehicles/)).not.toBeInTheDocument();
    expect(field('Make')).toHaveValue('');
  });
});

describe('SPEC §5 validation', () => {
  it('Required on the booking form: vehicle type and running state', async () => {
    renderQuoteForm({ variant: 'booking' });
    await toVehicles();
    await fillVehicle('2012', ['Toy', /^Toyota$/], ['Cam', /^Camry$/]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Vehicle type' }), { target: { value: '' } });
    await next();
    expect(screen.getByRole('combobox', { name: 'Vehicle type' })).toHaveAccessibleDescription(M.type);
    expect(screen.getByRole('combobox', { name: 'Running' })).toHaveAccessibleDescription(M.inop);
  });

  it('Required when international: a shipping method', async () => {
    renderQuoteForm({ startInternational: true });
    await choose('Pickup location', 'port of balt', /Port of Baltimore/);
    fireEvent.change(shippingMethod(), { target: { value: '' } });
    await next();
    expect(shippingMethod()).toHaveAccessibleDescription(M.shippingMethod);
  });

  it("A location field shows 'Please click some location' until a suggestion is chosen; its error clears past 3 characters or on a click", async () => {
    renderQuoteForm();
    const origin = field('Pickup location');
    await next();
    expect(errorOf(origin)).toBe(M.location);
    await typeInto(origin, 'aus');
    expect(errorOf(origin)).toBe(M.location);
    expect(origin).toHaveAccessibleDescription(`${M.location} ${M.clickLocation}`);
    await typeInto(origin, 'austi');
    expect(errorOf(origin)).toBe('');
    expect(origin).toHaveAccessibleDescription(M.clickLocation);
    await next();
    expect(errorOf(origin)).toBe(M.clickLocation);
    // Once, as the error: not again as the hint beside it.
    expect(origin).toHaveAccessibleDescription(M.clickLocation);
    expect(screen.getAllByText(M.clickLocation)).toHaveLength(1);
    fireEvent.click(await screen.findByRole('option', { name: /Austin, TX/ }));
    expect(errorOf(origin)).toBe('');
    expect(origin).not.toHaveAccessibleDescription(M.clickLocation);
  });

  it('Year: exactly 4 digits, from 1877 to next year', async () => {
    renderQuoteForm();
    await toVehicles();
    for (const [typed, message] of [
      ['1876', M.year],
      [String(maxModelYear() + 1), M.year],
      ['987', M.year],
      ['1877', ''],
      [String(maxModelYear()), ''],
    ]) {
      fireEvent.change(field('Year'), { target: { value: typed } });
      await next();
      expect([typed, errorOf(field('Year'))]).toEqual([typed, message]);
      if (!message && screen.queryByRole('heading', { name: 'Your contact details' })) await click(button('Back'));
    }
  });

  /** The vehicle step's Year field, focused. */
  async function focusedYear() {
    renderQuoteForm();
    await toVehicles();
    const year = field('Year');
    fireEvent.focus(year);
    return year;
  }

  /** Types into the Year field and lets its list answer. */
  async function typeYear(year: HTMLElement, value: string) {
    fireEvent.change(year, { target: { value } });
    await pause(0);
  }

  it('A whole year typed closes the year list, so it never lies over the next field; opened again, it offers every year', async () => {
    const year = await focusedYear();
    await typeYear(year, '201');
    expect(year).toHaveAttribute('aria-expanded', 'true');
    await typeYear(year, '2015');
    expect(year).toHaveAttribute('aria-expanded', 'false');
    expect(year).toHaveValue('2015');
    fireEvent.click(year);
    await pause(0);
    expect(year).toHaveAttribute('aria-expanded', 'true');
    expect(textsOf(screen.getByRole('listbox', { name: 'Year' }))[0]).toBe(String(maxModelYear()));
  });

  it('The year list starts at 1990, from next year down, and filters as the visitor types', async () => {
    const year = await focusedYear();
    await typeYear(year, '');
    const list = screen.getByRole('listbox', { name: 'Year' });
    const all = textsOf(list);
    expect(all[0]).toBe(String(maxModelYear()));
    expect(all[all.length - 1]).toBe('1990');
    await typeYear(year, '199');
    expect(textsOf(list)).toEqual(['1999', '1998', '1997', '1996', '1995', '1994', '1993', '1992', '1991', '1990']);
  });

  it('Make and model are required, with their messages', async () => {
    renderQuoteForm();
    await toVehicles();
    await next();
    expect(errorOf(field('Make'))).toBe(M.make);
    expect(errorOf(field('Model'))).toBe(M.model);
  });

  it('Contact fields are checked on each keystroke: the email error, and names and phones under 3 characters; errors clear when edited', async () => {
    renderQuoteForm();
    await toContact();
    const name = screen.getByLabelText('Your Name');
    const email = screen.getByLabelText('Email');
    const phone = screen.getByLabelText('Phone');
    fireEvent.change(name, { target: { value: 'Al' } });
    expect(errorOf(name)).toBe(M.firstName);
    fireEvent.change(name, { target: { value: 'Ali' } });
    expect(errorOf(name)).toBe('');
    fireEvent.change(email, { target: { value: 'ali@' } });
    expect(errorOf(email)).toBe(M.email);
    fireEvent.change(email, { target: { value: 'ali@example.com' } });
    expect(errorOf(email)).toBe('');
    fireEvent.change(phone, { target: { value: '31' } });
    expect(errorOf(phone)).toBe(M.phone);
    fireEvent.change(phone, { target: { value: '(310) 555-0199' } });
    expect(errorOf(phone)).toBe('');
  });

  it('Submitting an empty contact step shows every contact message', async () => {
    renderQuoteForm();
    await toContact();
    await submit();
    expect(errorOf(screen.getByLabelText('Your Name'))).toBe(M.firstName);
    expect(errorOf(screen.getByLabelText('Email'))).toBe(M.email);
    expect(errorOf(screen.getByLabelText('Phone'))).toBe(M.phone);
    expect(screen.getByLabelText('Your Name')).toHaveFocus();
  });

  it("The calendar popup is titled 'Select Date', closes with its button, disables days before today and sends YYYY-MM-DD", async () => {
    const { onSubmit } = renderQuoteForm();
    fireEvent.click(button(/Ship date/));
    const dialog = await screen.findByRole('dialog', { name: 'Select Date' });
    const days = Array.from(
      dialog.querySelectorAll('.react-datepicker__day:not(.react-datepicker__day--outside-month)'),
    );
    const todayIndex = days.findIndex((day) => day.classList.contains('react-datepicker__day--today'));
    expect(days[todayIndex]).toHaveAttribute('aria-disabled', 'false');
    for (const day of days.slice(0, todayIndex)) expect(day).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await fillDomesticRoute();
    await next();
    await fillVehicle('2012', ['Toy', /^Toyota$/], ['Cam', /^Camry$/]);
    await next();
    fillContact();
    await submit();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(submissionOf(onSubmit as jest.Mock).shipDate).toBe(iso);
  });

  it('Lookups fire after a 500 ms pause in typing, once for a burst of keystrokes', async () => {
    const location = jest.fn(datasetLookups.location);
    renderQuoteForm({ lookups: { ...datasetLookups, location } });
    const origin = field('Pickup location');
    fireEvent.focus(origin);
    for (const text of ['b', 'be', 'bev', 'beve']) {
      fireEvent.change(origin, { target: { value: text } });
      await pause(300);
    }
    expect(location).not.toHaveBeenCalled();
    await pause(200);
    expect(location).toHaveBeenCalledTimes(1);
    expect(location).toHaveBeenCalledWith('beve', { side: 'origin', international: false });
  });

  it('A failed lookup is logged and the visitor sees nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = jest.fn(async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    renderQuoteForm({
      lookups: { ...datasetLookups, make: (input) => lookup('/api/makeLookup', { input }, failing) },
    });
    await toVehicles();
    await typeInto(field('Make'), 'toy');
    expect(error).toHaveBeenCalledWith('Lookup /api/makeLookup failed:', 'offline');
    expect(field('Make')).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('quote-Make-listbox')?.children).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('Suggestions are an accessible combobox: arrow keys move, Enter picks, Escape closes', async () => {
    renderQuoteForm();
    const origin = field('Pickup location');
    await typeInto(origin, 'austin');
    expect(origin).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/suggestions\. Use the up and down arrows/)).toBeInTheDocument();
    fireEvent.keyDown(origin, { key: 'ArrowDown' });
    fireEvent.keyDown(origin, { key: 'ArrowDown' });
    const active = origin.getAttribute('aria-activedescendant') as string;
    expect(document.getElementById(active)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(origin, { key: 'Escape' });
    expect(origin).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(origin, { key: 'ArrowDown' });
    const chosen = document.getElementById(origin.getAttribute('aria-activedescendant') as string)?.textContent;
    fireEvent.keyDown(origin, { key: 'Enter' });
    expect(origin).toHaveValue(chosen);
    expect(screen.getByText(`${chosen} chosen.`)).toBeInTheDocument();
  });

  it('Errors are tied to their fields (aria-invalid, aria-describedby) and focus goes to the first', async () => {
    renderQuoteForm();
    await next();
    const origin = field('Pickup location');
    expect(origin).toHaveAttribute('aria-invalid', 'true');
    expect(origin).toHaveAccessibleDescription(M.location);
    expect(origin).toHaveFocus();
  });
});

describe('options of the embeddable form', () => {
  it('label overrides, the inline title, the counter, the next-step counter and a description on step 1 only', async () => {
    renderQuoteForm({
      labels: { domestic: 'Within North America', origin: 'From' },
      title: { first: 'Car', rest: 'shipping quote' },
      counter: true,
      nextStepCounter: true,
      description: 'Three quick steps.',
    });
    expect(screen.getByRole('heading', { name: 'Car shipping quote' })).toBeInTheDocument();
    expect(button('Within North America')).toBeInTheDocument();
    expect(field('From')).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByText('Three quick steps.')).toBeInTheDocument();
    fireEvent.click(button('International'));
    expect(screen.getByRole('heading', { name: 'International shipping quote' })).toBeInTheDocument();
    fireEvent.click(button('Within North America'));
    await choose('From', '90210', /Beverly Hills/);
    await choose('Delivery location', '10001', /New York, NY/);
    await chooseToday();
    fireEvent.click(screen.getByRole('radio', { name: 'Enclosed' }));
    await click(button('Next step: 2 / 3'));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.queryByText('Three quick steps.')).not.toBeInTheDocument();
  });

  it('the booking variant numbers its steps and has no pagination', () => {
    renderQuoteForm({ variant: 'booking', pagination: true });
    const steps = screen.getByRole('list', { name: 'Quote steps' });
    expect(textsOf(steps, 'listitem')).toEqual(['Route', 'Vehicles', 'Contact']);
    expect(within(steps).getByText('Route')).toHaveAttribute('aria-current', 'step');
    expect(queryButton(/Step 1 of 3/)).not.toBeInTheDocument();
  });
});
