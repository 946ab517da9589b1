import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import type { BookingView } from '../../orders/booking';
import { BookingPage, NOTHING_CHARGED_TEXT } from '.';

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
  booked: null,
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
      signature: { name: 'Maria Lopez', consent: true },
    });
    await act(async () =>
      answer(
        await json(201, {
          status: 201,
          message: 'Your order is booked.',
          data: { requestId: 'VLM-7K3M9QX2HD', bookedAt: '2027-02-01T10:00:00.000Z' },
        }),
      ),
    );
    const heading = await screen.findByRole('heading', { name: 'Your order is booked' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/Request VLM-7K3M9QX2HD, booked .*, signed by Maria Lopez/);
    expect(screen.getByRole('status')).toHaveTextContent(NOTHING_CHARGED_TEXT);
    expect(screen.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', `/quote${LINK}`);
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
    type('Type your full name to sign', 'Maria Lopez');
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

  it('says an order already booked is booked, with the link to follow it', async () => {
    jest.mocked(globalThis.fetch).mockImplementation(() =>
      json(200, {
        status: 200,
        data: view({ booked: { bookedAt: '2027-02-01T10:00:00.000Z', signerName: 'Maria Lopez' } }),
      }),
    );
    render(<BookingPage location={at(LINK)} />);
    expect(await screen.findByRole('heading', { name: 'Your order is booked' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('signed by Maria Lopez');
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
});
