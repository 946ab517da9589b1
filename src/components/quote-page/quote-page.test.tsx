import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import type { QuoteView } from '../../leads/quote-page';
import { QuotePage } from '.';

const view = (overrides: Partial<QuoteView> = {}): QuoteView => ({
  requestId: 'VLM-7K3M9QX2HD',
  kind: 'lead',
  receivedAt: '2027-02-01T10:00:00.000Z',
  firstName: 'Maria',
  from: 'Beverly Hills, CA 90210, US',
  to: 'New York, NY 10001, US',
  shipDate: '2027-02-10',
  transportType: 'Open',
  isInternational: false,
  shippingMethod: null,
  vehicles: [{ year: 2020, make: 'Toyota', model: 'Camry', type: 'Car', inop: 0 }],
  pickupWindow: 'flexible',
  pickupWindows: [
    { id: 'flexible', label: 'Flexible (within 7 days)' },
    { id: 'one-day', label: 'The next day' },
  ],
  version: 1,
  estimate: { kind: 'by-hand', rateVersion: 'v', reason: 'Priced by hand for this test.', miles: null },
  updatedAt: '2027-02-01T10:00:00.000Z',
  order: null,
  link: 'email',
  booking: 'none',
  ...overrides,
});

const phone = { number: '(800) 555-0100', href: 'tel:+18005550100' };

/** The page's address as the browser gives it. */
const at = (hash: string, search = '') => ({ hash, search, pathname: '/quote' });

const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);

describe('the quote page', () => {
  // jsdom has no fetch: each test puts its own server in its place.
  beforeEach(() => {
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/quote#ref=VLM-7K3M9QX2HD&t=abc&sig=abc');
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('loads the quote of the signed link and sends a change with the version it shows', async () => {
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }))
      .mockImplementationOnce(() =>
        json(200, { status: 200, changed: true, data: view({ transportType: 'Enclosed', version: 2 }) }),
      );
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
    expect(await screen.findByText('2020 Toyota Camry')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/quote?ref=VLM-7K3M9QX2HD&t=abc&sig=abc');
    // The link is out of the address before any analytics tag could read it.
    expect(window.location.href).toBe('http://localhost/quote');
    fireEvent.click(screen.getByLabelText('Enclosed'));
    fireEvent.change(screen.getByLabelText('Running'), { target: { value: 'No' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update my estimate' }));
    expect(await screen.findByText(/Estimate updated/)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      ref: 'VLM-7K3M9QX2HD',
      t: 'abc',
      sig: 'abc',
      change: {
        version: 1,
        shipDate: '2027-02-10',
        transportType: 'Enclosed',
        pickupWindow: 'flexible',
        vehicles: [{ type: 'Car', inop: 1 }],
      },
    });
    expect(screen.getByText(/Estimate version 2/)).toBeInTheDocument();
  });

  it('offers to book the shipment on the booking page, with the same signed link', async () => {
    jest.mocked(globalThis.fetch).mockImplementation(() => json(200, { status: 200, data: view() }));
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
    expect(await screen.findByRole('link', { name: 'Book this shipment' })).toHaveAttribute(
      'href',
      '/book#ref=VLM-7K3M9QX2HD&t=abc&sig=abc',
    );
  });

  it('refuses a link the server refuses, and offers the phone', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementation(() => json(403, { status: 403, message: 'This quote link is not valid.' }));
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=tampered')} phone={phone} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This quote link is not valid.'));
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.queryByRole('button', { name: 'Update my estimate' })).toBeNull();
  });

  it('opens again from the tab after a reload, when the address no longer holds the link', async () => {
    const fetchMock = jest.mocked(globalThis.fetch).mockImplementation(() => json(200, { status: 200, data: view() }));
    const first = render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=k1&sig=s1')} />);
    expect(await screen.findByText('2020 Toyota Camry')).toBeInTheDocument();
    first.unmount();
    render(<QuotePage location={at('')} />);
    expect(await screen.findByText('2020 Toyota Camry')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/quote?ref=VLM-7K3M9QX2HD&t=k1&sig=s1');
  });

  it('shows the route of an expired link and e-mails a fresh one when asked', async () => {
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() =>
        json(410, {
          status: 410,
          error: 'link_expired',
          message:
            'This quote link has expired. We can e-mail a fresh link to the address you gave us with your request.',
          data: { requestId: 'VLM-7K3M9QX2HD', route: 'Beverly Hills, CA → New York, NY' },
        }),
      )
      .mockImplementationOnce(() => json(202, { status: 202, message: 'A fresh link is on its way.' }));
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=old&sig=s')} phone={phone} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This quote link has expiredRequest VLM-7K3M9QX2HD, Beverly Hills, CA → New York, NY. We can e-mail a fresh link to the address you gave us with your request.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a fresh link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A fresh link is on its way.');
    const [, init] = fetchMock.mock.calls[1];
    expect(JSON.parse(String(init?.body))).toEqual({ ref: 'VLM-7K3M9QX2HD', t: 'old', sig: 's', action: 'fresh-link' });
    expect(screen.queryByRole('button', { name: 'E-mail me a fresh link' })).toBeNull();
  });

  it('opens another link pasted into the same tab (only the fragment changes: no page load)', async () => {
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() => json(403, { status: 403, message: 'This quote link is not valid.' }))
      .mockImplementationOnce(() => json(200, { status: 200, data: view() }));
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=k1&sig=bad')} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This quote link is not valid.'));
    window.location.hash = '#ref=VLM-7K3M9QX2HD&t=k2&sig=good';
    expect(await screen.findByText('2020 Toyota Camry')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/quote?ref=VLM-7K3M9QX2HD&t=k2&sig=good');
    expect(window.location.hash).toBe('');
  });

  describe('by category (issue 27)', () => {
    const boat = {
      year: 2018,
      make: 'Sea Ray',
      model: 'Sundancer 320',
      type: 'Car',
      inop: 0 as const,
      category: 'boat' as const,
      facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true },
    };

    it("shows a boat's length, beam, height and trailer to change, not a car's type, and sends its facts", async () => {
      const fetchMock = jest
        .mocked(globalThis.fetch)
        .mockImplementationOnce(() => json(200, { status: 200, data: view({ vehicles: [boat] }) }))
        .mockImplementationOnce(() =>
          json(200, {
            status: 200,
            changed: true,
            data: view({
              vehicles: [{ ...boat, facts: { lengthFt: 24, beamFt: 10.5, heightFt: 9, onOwnTrailer: false } }],
              version: 2,
            }),
          }),
        );
      render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
      expect(await screen.findByText('2018 Sea Ray Sundancer 320')).toBeInTheDocument();
      expect(screen.getByText('Boat')).toBeInTheDocument();
      expect(screen.queryByLabelText('Vehicle type')).toBeNull();
      expect(screen.getByLabelText('Length (ft)')).toHaveValue('32');
      expect(screen.getByLabelText('Beam (ft)')).toHaveValue('10.5');
      expect(screen.getByLabelText('Height as it travels (ft), optional')).toHaveValue('');
      expect(screen.getByLabelText('On its own trailer')).toHaveValue('Yes');

      fireEvent.change(screen.getByLabelText('Length (ft)'), { target: { value: '24' } });
      fireEvent.change(screen.getByLabelText('Height as it travels (ft), optional'), { target: { value: '9' } });
      fireEvent.change(screen.getByLabelText('On its own trailer'), { target: { value: 'No' } });
      fireEvent.click(screen.getByRole('button', { name: 'Update my estimate' }));
      expect(await screen.findByText(/Estimate updated/)).toBeInTheDocument();
      const [, init] = fetchMock.mock.calls[1];
      expect(JSON.parse(String(init?.body)).change.vehicles).toEqual([
        { inop: 0, facts: { lengthFt: 24, beamFt: 10.5, heightFt: 9, onOwnTrailer: false } },
      ]);
      // The page shows the new version's facts.
      expect(screen.getByLabelText('Length (ft)')).toHaveValue('24');
      expect(screen.getByText(/Estimate version 2/)).toBeInTheDocument();
    });

    it("shows the server's message under the fact it refused", async () => {
      const fetchMock = jest
        .mocked(globalThis.fetch)
        .mockImplementationOnce(() => json(200, { status: 200, data: view({ vehicles: [boat] }) }))
        .mockImplementationOnce(() =>
          json(422, {
            status: 422,
            message: 'Some details need attention.',
            errors: { 'vehicles[0].facts.lengthFt': 'Please enter a length from 3 to 120 feet' },
          }),
        );
      render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
      fireEvent.change(await screen.findByLabelText('Length (ft)'), { target: { value: '320' } });
      fireEvent.click(screen.getByRole('button', { name: 'Update my estimate' }));
      expect(await screen.findByText('Please enter a length from 3 to 120 feet')).toBeInTheDocument();
      expect(screen.getByLabelText('Length (ft)')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Length (ft)')).toHaveAccessibleDescription(
        'Please enter a length from 3 to 120 feet',
      );
      const [, init] = fetchMock.mock.calls[1];
      expect(JSON.parse(String(init?.body)).change.vehicles[0].facts.lengthFt).toBe(320);
    });

    it("asks an RV its type from the list and a container its size; a car keeps SPEC's type and running fields", async () => {
      jest.mocked(globalThis.fetch).mockImplementationOnce(() =>
        json(200, {
          status: 200,
          data: view({
            vehicles: [
              {
                year: 2021,
                make: 'Winnebago',
                model: 'Vista',
                type: 'Car',
                inop: 0,
                category: 'rv',
                facts: { rvType: 'class-a', lengthFt: 30 },
              },
              {
                year: 2026,
                make: 'Shipping container',
                model: '40 ft',
                type: 'Car',
                inop: 0,
                category: 'container',
                facts: { containerSize: '40' },
              },
              { year: 2020, make: 'Toyota', model: 'Camry', type: 'Car', inop: 0 },
            ],
          }),
        }),
      );
      render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
      const rvType = await screen.findByLabelText('RV type');
      expect(rvType).toHaveValue('class-a');
      expect(screen.getByRole('option', { name: 'Fifth-wheel trailer' })).toBeInTheDocument();
      expect(screen.getByLabelText('Can be driven, optional')).toHaveValue('');
      expect(screen.getByLabelText('Container size')).toHaveValue('40');
      expect(screen.getByText('RV or travel trailer')).toBeInTheDocument();
      expect(screen.getByText('Freight container')).toBeInTheDocument();
      // One type field, the car's; a running field for each of the three.
      expect(screen.getByLabelText('Vehicle type')).toHaveValue('Car');
      expect(screen.getAllByLabelText('Running')).toHaveLength(3);
      expect(screen.getAllByLabelText(/^Length/)).toHaveLength(1);
    });
  });
});

describe('the quote page of a booked quote', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('shows the order instead of the change form', async () => {
    const booked = {
      requestId: 'VLM-7K3M9QX2HD',
      status: 'booked' as const,
      statusLabel: 'Booked',
      bookedAt: '2027-02-02T10:00:00.000Z',
      signerName: 'Maria Lopez',
      termsVersion: '2027-01',
      pickup: { street: '1200 N Crescent Dr', place: 'Beverly Hills, CA 90210, US', contactName: 'Maria Lopez' },
      delivery: { street: '350 W 31st St', place: 'New York, NY 10001, US', contactName: 'Daniel Lopez' },
      pickupWindow: { id: 'flexible' as const, label: 'Flexible (within 7 days)' },
      transportType: 'Open' as const,
      price: null,
      priceLabel: null,
      timeline: [
        {
          status: 'booked' as const,
          label: 'Booked',
          state: 'current' as const,
          at: '2027-02-02T10:00:00.000Z',
          notes: [],
        },
      ],
      requests: [],
    };
    globalThis.fetch = jest.fn(() =>
      json(200, { status: 200, data: view({ order: booked }) }),
    ) as unknown as typeof fetch;
    window.history.replaceState(null, '', '/quote#ref=VLM-7K3M9QX2HD&t=abc&sig=abc');
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
    expect(await screen.findByRole('heading', { name: 'Your order: Booked' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update my estimate' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('tells the link the form answered that the quote is booked, never the order', async () => {
    globalThis.fetch = jest.fn(() =>
      json(200, { status: 200, data: view({ link: 'answer', booking: 'booked' }) }),
    ) as unknown as typeof fetch;
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} phone={phone} />);
    expect(await screen.findByRole('heading', { name: 'This shipment is booked' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Follow the order from the link in that e-mail.');
    expect(screen.queryByRole('button', { name: 'Update my estimate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book this shipment' })).toBeNull();
  });

  it('says a booking waits for the confirmation from the e-mail', async () => {
    globalThis.fetch = jest.fn(() =>
      json(200, { status: 200, data: view({ link: 'answer', booking: 'waiting' }) }),
    ) as unknown as typeof fetch;
    render(<QuotePage location={at('#ref=VLM-7K3M9QX2HD&t=abc&sig=abc')} />);
    expect(await screen.findByText('A booking waits for your confirmation')).toBeInTheDocument();
    expect(screen.getByText(/Nothing is booked until you confirm it there\./)).toBeInTheDocument();
  });
});
