import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import type { BookingView } from '../../orders/booking';
import { BOOKING_FIELD_MESSAGES } from '../../orders/booking-request';
import type { WaitingBookingView } from '../../orders/waiting-booking';
import { BookingPage, CONFIRM_BY_EMAIL_NOTE, COPY_EMAILED_TEXT, COPY_HELD_TEXT, NOTHING_CHARGED_TEXT, WAITING_TEXT } from '.';

const HASH = 'a'.repeat(64);

const view = (overrides: Partial<BookingView> = {}): BookingView => ({
  requestId: 'VLM-7K3M9QX2HD',
  firstName: 'Maria',
  from: 'Beverly Hills, CA 90210, US',
  to: 'New York, NY 10001, US',
  shipDate: '2027-02-10',
  vehicles: [{ year: 2020, make: 'Toyota', model: 'Camry', type: 'Car', inop: 0, category: 'car' }],
  version: 1,
  transportType: 'Open',
  pickupWindow: 'flexible',
  windows: [
    {
      id: 'flexible',
      label: 'Flexible (within 7 days)',
      businessDays: [1, 7],
      prices: {
        Open: { label: 'Open carrier', price: [1320, 1620] },
        Enclosed: { label: 'Enclosed carrier', price: [1780, 2190] },
      },
    },
    {
      id: 'one-day',
      label: 'The next day',
      businessDays: [1, 1],
      prices: {
        Open: { label: 'Open carrier', price: [1980, 2430] },
        Enclosed: { label: 'Enclosed carrier', price: [2670, 3290] },
      },
    },
  ],
  terms: {
    version: '2026-11',
    title: 'Vehicle transport order terms',
    body: 'You are charged only once a carrier is confirmed.\n\nYou may cancel free of charge before a carrier is assigned.',
    hash: HASH,
  },
  link: 'email',
  booked: null,
  waiting: null,
  ...overrides,
});

const phone = { number: '(800) 555-0100', href: 'tel:+18005550100' };
const at = (hash: string) => ({ hash, search: '', pathname: '/book' });
const LINK = '#ref=VLM-7K3M9QX2HD&t=abc&sig=sig1';

const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);

const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** Fills the form as a customer does: both ends, the name typed and the box ticked. */
function fillIn() {
  const pickup = screen.getByRole('group', { name: 'Pickup' });
  const delivery = screen.getByRole('group', { name: 'Delivery' });
  type('Street address', '1200 N Crescent Dr', pickup);
  type('Contact phone', '(310) 555-0199', pickup);
  type('Street address', '350 W 31st St, Apt 12B', delivery);
  type('Contact name', 'Daniel Lopez', delivery);
  type('Contact phone', '(212) 555-0148', delivery);
  type('Type your full name to sign', 'Maria Lopez');
  fireEvent.click(screen.getByRole('checkbox'));
}

const sent = (call: unknown[] | undefined) => {
  const init = call?.[1] as RequestInit | undefined;
  return {
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    headers: init?.headers as Record<string, string>,
  };
};

describe('the booking page', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    window.sessionStorage.clear();
    window.history.replaceState(null, '', `/book${LINK}`);
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('shows the shipment, both ends, the windows and transports priced, the terms to read, and that nothing is charged', async () => {
    const fetchMock = jest.mocked(globalThis.fetch).mockImplementation(() => json(200, { status: 200, data: view() }));
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByText('2020 Toyota Camry')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/book?ref=VLM-7K3M9QX2HD&t=abc&sig=sig1');
    expect(window.location.href).toBe('http://localhost/book');
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    expect(pickup).toHaveTextContent('Beverly Hills, CA 90210, US');
    // The contact is the customer until they say otherwise.
    expect(within(pickup).getByLabelText('Contact name')).toHaveValue('Maria');
    expect(screen.getByRole('group', { name: 'Delivery' })).toHaveTextContent('New York, NY 10001, US');
    const windows = screen.getByRole('group', { name: 'Pickup window' });
    expect(within(windows).getByLabelText(/Flexible/)).toBeChecked();
    expect(windows).toHaveTextContent('Within 1–7 business days of your ship date$1,320 – $1,620');
    expect(windows).toHaveTextContent('Within 1 business day of your ship date$1,980 – $2,430');
    const transports = screen.getByRole('group', { name: 'Open or enclosed' });
    expect(transports).toHaveTextContent('Enclosed carrier$1,780 – $2,190');
    // Another window shows the transports' prices for it.
    fireEvent.click(within(windows).getByLabelText(/The next day/));
    expect(transports).toHaveTextContent('Enclosed carrier$2,670 – $3,290');
    // And enclosed shows every window's price for enclosed.
    fireEvent.click(within(transports).getByLabelText(/Enclosed/));
    expect(windows).toHaveTextContent('$1,780 – $2,190');
    const terms = screen.getByRole('region', { name: 'Vehicle transport order terms, version 2026-11' });
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(within(terms).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    expect(screen.getByText(NOTHING_CHARGED_TEXT)).toBeInTheDocument();
    expect(NOTHING_CHARGED_TEXT).toMatch(/charged only once a carrier is confirmed/);
    expect(screen.getByRole('link', { name: 'use your quote page' })).toHaveAttribute('href', `/quote${LINK}`);
  });

  it('signs and books with the version and terms it shows, once, then offers to follow the order', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByLabelText(/The next day/));
    const button = screen.getByRole('button', { name: 'Sign and book' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const { body, headers } = sent(fetchMock.mock.calls[1]);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/book');
    expect(headers['Idempotency-Key']).toMatch(/^book-[\w-]{8,}$/);
    expect(body).toEqual({
      ref: 'VLM-7K3M9QX2HD',
      t: 'abc',
      sig: 'sig1',
      version: 1,
      termsHash: HASH,
      pickup: { street: '1200 N Crescent Dr', contactName: 'Maria', contactPhone: '(310) 555-0199' },
      delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
      pickupWindow: 'one-day',
      transportType: 'Open',
      // The price the page showed for the next day, open: the order is signed at it or not at all.
      price: [1980, 2430],
      signature: { name: 'Maria Lopez', consent: true },
    });
    await act(async () =>
      answer(
        await json(201, {
          status: 201,
          message: 'Your order is booked.',
          data: { requestId: 'VLM-7K3M9QX2HD', bookedAt: '2027-02-01T10:00:00.000Z', copyEmailed: true },
        }),
      ),
    );
    const heading = await screen.findByRole('heading', { name: 'Your order is booked' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/Request VLM-7K3M9QX2HD, booked .*, signed by Maria Lopez/);
    expect(screen.getByRole('status')).toHaveTextContent(NOTHING_CHARGED_TEXT);
    expect(screen.getByRole('status')).toHaveTextContent(COPY_EMAILED_TEXT);
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', `/quote${LINK}`);
  });

  it('checks the typed fields with the server’s rules before sending, each error under its field', async () => {
    const fetchMock = jest.mocked(globalThis.fetch).mockImplementation(() => json(200, { status: 200, data: view() }));
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    const pickup = screen.getByRole('group', { name: 'Pickup' });
    type('Street address', 'Velmora Billing: wire $1,200 to IBAN DE89 http://evil.example', pickup);
    type('Contact name', 'Ann evil.example', pickup);
    type('Type your full name to sign', 'www.evil.example');
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some details need attention.');
    expect(within(pickup).getByLabelText('Street address')).toHaveAccessibleDescription(
      BOOKING_FIELD_MESSAGES.streetWebAddress,
    );
    expect(within(pickup).getByLabelText('Contact name')).toHaveAccessibleDescription(
      BOOKING_FIELD_MESSAGES.contactNameCharacters,
    );
    expect(screen.getByLabelText('Type your full name to sign')).toHaveAccessibleDescription(
      BOOKING_FIELD_MESSAGES.signatureNameCharacters,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Put right, it goes.
    type('Street address', '350 W 31st St. Apt 12B', pickup);
    type('Contact name', 'Ann Lee', pickup);
    type('Type your full name to sign', 'Maria Lopez');
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('shows the field errors under their fields and keeps what was typed', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() =>
        json(422, {
          status: 422,
          error: 'invalid_request',
          message: 'Some details need attention.',
          errors: {
            'pickup.street': 'Please enter the street address',
            'delivery.contactPhone': 'Please enter a phone number',
            'signature.consent': 'Please tick the box to agree',
          },
        }),
      );
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some details need attention.');
    const pickupStreet = within(screen.getByRole('group', { name: 'Pickup' })).getByLabelText('Street address');
    expect(pickupStreet).toHaveAttribute('aria-invalid', 'true');
    expect(pickupStreet).toHaveAccessibleDescription('Please enter the street address');
    expect(
      within(screen.getByRole('group', { name: 'Delivery' })).getByLabelText('Contact phone'),
    ).toHaveAccessibleDescription('Please enter a phone number');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please tick the box to agree');
    expect(screen.getByLabelText('Type your full name to sign')).toHaveValue('Maria Lopez');
    expect(pickupStreet).toHaveValue('1200 N Crescent Dr');
  });

  it('shows the new figures of a quote changed in the meantime, keeping what was typed, and books that version next', async () => {
    const changed = view({
      version: 2,
      pickupWindow: 'one-day',
      windows: view().windows.map((window) => ({
        ...window,
        prices: { ...window.prices, Open: { label: 'Open carrier', price: [1400, 1700] } },
      })),
    });
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() =>
        json(409, {
          status: 409,
          error: 'quote_changed',
          message: 'This quote was changed in the meantime. Here is the latest version.',
          data: changed,
        }),
      )
      .mockImplementationOnce(() =>
        json(201, { status: 201, data: { requestId: 'VLM-7K3M9QX2HD', bookedAt: '2027-02-01T10:00:00.000Z' } }),
      );
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This quote was changed in the meantime. Here is the latest version.',
    );
    expect(screen.getByRole('group', { name: 'Pickup window' })).toHaveTextContent('$1,400 – $1,700');
    expect(screen.getByText(/Estimate version 2/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Delivery' })).getByLabelText('Street address')).toHaveValue(
      '350 W 31st St, Apt 12B',
    );
    expect(screen.getByRole('checkbox')).toBeChecked();
    // The choices are the latest quote's.
    expect(screen.getByLabelText(/The next day/)).toBeChecked();
    const firstKey = sent(fetchMock.mock.calls[1]).headers['Idempotency-Key'];
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    await screen.findByRole('heading', { name: 'Your order is booked' });
    const second = sent(fetchMock.mock.calls[2]);
    expect(second.body).toMatchObject({
      version: 2,
      pickupWindow: 'one-day',
      pickup: { street: '1200 N Crescent Dr' },
    });
    expect(second.headers['Idempotency-Key']).not.toBe(firstKey);
  });

  it('asks for the consent again when the terms changed before the signature', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() =>
        json(409, {
          status: 409,
          error: 'terms_changed',
          message: 'Our order terms were updated in the meantime. Please read the current terms before you sign.',
          data: view({ terms: { ...view().terms, version: '2027-01', hash: 'b'.repeat(64) } }),
        }),
      );
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Our order terms were updated');
    expect(screen.getByRole('region', { name: /version 2027-01$/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('never says the copy was e-mailed when the server says it is held for an agent', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() =>
        json(201, {
          status: 201,
          data: { requestId: 'VLM-7K3M9QX2HD', bookedAt: '2027-02-01T10:00:00.000Z', copyEmailed: false },
        }),
      );
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    await screen.findByRole('heading', { name: 'Your order is booked' });
    expect(screen.getByRole('status')).toHaveTextContent(COPY_HELD_TEXT);
    expect(screen.getByRole('status')).not.toHaveTextContent(/We have e-mailed you/);
  });

  it('says an order already booked is booked, with the link to follow it', async () => {
    jest.mocked(globalThis.fetch).mockImplementation(() =>
      json(200, {
        status: 200,
        data: view({ booked: { bookedAt: '2027-02-01T10:00:00.000Z', signerName: 'Maria Lopez', copyEmailed: false } }),
      }),
    );
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByRole('heading', { name: 'Your order is booked' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('signed by Maria Lopez');
    expect(screen.getByRole('status')).toHaveTextContent(COPY_HELD_TEXT);
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', `/quote${LINK}`);
    expect(screen.queryByRole('button', { name: 'Sign and book' })).toBeNull();
  });

  it('refuses a link without its signature at once, and one the server refuses, with the phone', async () => {
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementation(() => json(403, { status: 403, message: 'This quote link is not valid.' }));
    const first = render(<BookingPage location={at('#ref=VLM-7K3M9QX2HD')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote link is not valid.');
    expect(fetchMock).not.toHaveBeenCalled();
    first.unmount();
    window.sessionStorage.clear();
    render(<BookingPage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=tampered')} phone={phone} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This quote link is not valid.');
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
  });

  it('sends an expired link to the quote page, where a fresh one is e-mailed', async () => {
    jest.mocked(globalThis.fetch).mockImplementation(() =>
      json(410, {
        status: 410,
        error: 'link_expired',
        message: 'This quote link has expired.',
        data: { requestId: 'VLM-7K3M9QX2HD', route: 'Beverly Hills, CA → New York, NY' },
      }),
    );
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quote link has expiredRequest VLM-7K3M9QX2HD, Beverly Hills, CA → New York, NY.',
    );
    expect(screen.getByRole('link', { name: 'Open your quote page' })).toHaveAttribute('href', `/quote${LINK}`);
  });

  it('says so when the connection drops, and lets the customer try again', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('you will not be booked twice');
    expect(screen.getByRole('button', { name: 'Sign and book' })).toBeEnabled();
  });

  it('shows the new prices when the rates changed before the signature, keeping what was typed, and signs them next', async () => {
    const raised = view({
      windows: view().windows.map((window) =>
        window.id === 'one-day'
          ? { ...window, prices: { ...window.prices, Open: { label: 'Open carrier', price: [2180, 2680] } } }
          : window,
      ),
    });
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() =>
        json(409, {
          status: 409,
          error: 'price_changed',
          message:
            'Our rates changed since this page was opened. Here are the prices now: please check them before you sign.',
          data: raised,
        }),
      )
      .mockImplementationOnce(() =>
        json(201, { status: 201, data: { requestId: 'VLM-7K3M9QX2HD', bookedAt: '2027-02-01T10:00:00.000Z' } }),
      );
    render(<BookingPage location={at(LINK)} />);
    await screen.findByText('2020 Toyota Camry');
    fillIn();
    fireEvent.click(screen.getByLabelText(/The next day/));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Our rates changed since this page was opened.');
    expect(screen.getByRole('group', { name: 'Pickup window' })).toHaveTextContent('$2,180 – $2,680');
    expect(screen.getByLabelText(/The next day/)).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Delivery' })).getByLabelText('Street address')).toHaveValue(
      '350 W 31st St, Apt 12B',
    );
    expect(sent(fetchMock.mock.calls[1]).body.price).toEqual([1980, 2430]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    await screen.findByRole('heading', { name: 'Your order is booked' });
    expect(sent(fetchMock.mock.calls[2]).body).toMatchObject({ pickupWindow: 'one-day', price: [2180, 2680] });
  });

  const waitingOf = (overrides: Partial<WaitingBookingView> = {}): WaitingBookingView => ({
    state: 'waiting',
    signedAt: '2027-02-01T10:00:00.000Z',
    expiresAt: '2027-02-08T10:00:00.000Z',
    pickup: { street: '1200 N Crescent Dr', contactName: 'Maria', contactPhone: '(310) 555-0199' },
    delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
    pickupWindow: 'one-day',
    transportType: 'Open',
    price: [1980, 2430],
    ...overrides,
  });

  it('from the answer’s link, signs for a confirmation by e-mail and says plainly that nothing is booked yet', async () => {
    const message =
      'Almost done: we have e-mailed a link to confirm this booking to the address on your quote. Nothing is booked until you confirm it from that e-mail.';
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view({ link: 'answer' }) }))
      .mockImplementationOnce(() =>
        json(202, {
          status: 202,
          message,
          data: { requestId: 'VLM-7K3M9QX2HD', waiting: waitingOf(), confirmation: 'emailed' },
        }),
      );
    render(<BookingPage location={at(LINK)} phone={phone} />);
    await screen.findByText('2020 Toyota Camry');
    expect(screen.getByText(CONFIRM_BY_EMAIL_NOTE)).toBeInTheDocument();
    fillIn();
    fireEvent.click(screen.getByLabelText(/The next day/));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and confirm by e-mail' }));
    const heading = await screen.findByRole('heading', { name: 'Confirm from your e-mail' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(`Nothing is booked yet${message}`);
    expect(screen.getByText('The next day, open, $1,980 – $2,430')).toBeInTheDocument();
    expect(screen.getByText(/February 8, 2027/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your order is booked' })).toBeNull();
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toBeInTheDocument();

    // What was filled in can be changed and signed again (it takes the place of the first).
    fireEvent.click(screen.getByRole('button', { name: 'Change what I filled in' }));
    expect(within(screen.getByRole('group', { name: 'Delivery' })).getByLabelText('Contact name')).toHaveValue(
      'Daniel Lopez',
    );
    expect(screen.getByLabelText(/The next day/)).toBeChecked();
    expect(screen.getByLabelText('Type your full name to sign')).toHaveValue('');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('from the answer’s link, shows a booking that waits as waiting, and one booked from the e-mail as booked, not by whom', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view({ link: 'answer', waiting: waitingOf() }) }));
    const first = render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByRole('heading', { name: 'Confirm from your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_TEXT);
    first.unmount();

    window.sessionStorage.clear();
    jest.mocked(globalThis.fetch).mockImplementationOnce(() =>
      json(200, {
        status: 200,
        data: view({ link: 'answer', booked: { bookedAt: '2027-02-02T10:00:00.000Z', signerName: null, copyEmailed: true } }),
      }),
    );
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByRole('heading', { name: 'This shipment is booked' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'confirmed from the e-mail we sent to the address on the quote. Follow the order from the link in that e-mail.',
    );
    expect(screen.queryByText(/signed by/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Follow your order' })).toBeNull();
  });

  it('from the answer’s link, says when a booking was not confirmed in time, and lets it be signed again', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() =>
        json(200, { status: 200, data: view({ link: 'answer', waiting: waitingOf({ state: 'expired' }) }) }),
      );
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByText('Your earlier booking was not confirmed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign and confirm by e-mail' })).toBeEnabled();
  });

  it('from the e-mailed link, offers what waits to review and sign with the owner’s own name', async () => {
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view({ waiting: waitingOf() }) }))
      .mockImplementationOnce(() =>
        json(201, { status: 201, data: { requestId: 'VLM-7K3M9QX2HD', bookedAt: '2027-02-02T10:00:00.000Z' } }),
      );
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByRole('heading', { name: 'Confirm your booking' })).toBeInTheDocument();
    expect(screen.getByText('Filled in on our website, waiting for you')).toBeInTheDocument();
    const delivery = screen.getByRole('group', { name: 'Delivery' });
    expect(within(delivery).getByLabelText('Street address')).toHaveValue('350 W 31st St, Apt 12B');
    expect(screen.getByLabelText(/The next day/)).toBeChecked();
    expect(screen.getByLabelText('Type your full name to sign')).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByText(CONFIRM_BY_EMAIL_NOTE)).toBeNull();
    type('Type your full name to sign', 'Maria Lopez');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and book' }));
    await screen.findByRole('heading', { name: 'Your order is booked' });
    expect(sent(fetchMock.mock.calls[1]).body).toMatchObject({
      delivery: { contactName: 'Daniel Lopez' },
      pickupWindow: 'one-day',
      price: [1980, 2430],
      signature: { name: 'Maria Lopez', consent: true },
    });
  });
});
