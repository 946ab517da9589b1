import { fireEvent, render, screen, within } from '@testing-library/react';
import React from 'react';
import { ORDER_REQUEST_RECEIVED } from '../../orders/order-request-rules';
import type { OrderView } from '../../orders/order-view';
import { OrderStatus } from '.';

const order = (overrides: Partial<OrderView> = {}): OrderView => ({
  requestId: 'VLM-7K3M9QX2HD',
  status: 'picked_up',
  statusLabel: 'Picked up',
  bookedAt: '2026-12-01T15:00:00.000Z',
  signerName: 'Maria Lopez',
  termsVersion: '2026-11',
  pickup: { street: '1200 N Crescent Dr', place: 'Beverly Hills, CA 90210, US', contactName: 'Maria Lopez' },
  delivery: { street: '350 W 31st St, Apt 12B', place: 'New York, NY 10001, US', contactName: 'Daniel Lopez' },
  pickupWindow: { id: 'flexible', label: 'Flexible (within 7 days)' },
  transportType: 'Open',
  price: [1320, 1620],
  priceLabel: 'Open carrier',
  timeline: [
    { status: 'booked', label: 'Booked', state: 'done', at: '2026-12-01T15:00:00.000Z', notes: [] },
    {
      status: 'carrier_assigned',
      label: 'Carrier assigned',
      state: 'done',
      at: '2026-12-02T14:00:00.000Z',
      carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512', pickupEstimate: 'Thursday morning' },
      notes: [],
    },
    {
      status: 'picked_up',
      label: 'Picked up',
      state: 'current',
      at: '2026-12-03T16:00:00.000Z',
      notes: ['Loaded without a scratch.'],
    },
    { status: 'in_transit', label: 'In transit', state: 'upcoming', at: null, notes: [] },
    { status: 'delivered', label: 'Delivered', state: 'upcoming', at: null, notes: [] },
  ],
  requests: [],
  ...overrides,
});

const link = { ref: 'VLM-7K3M9QX2HD', t: 'abc', sig: 'sig' };
const json = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: () => Promise.resolve(body) } as Response);

describe('the order on the quote page', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
  });
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('lists the steps in order, the current one marked, with the carrier, its MC number and the notes', () => {
    render(<OrderStatus order={order()} link={link} />);
    expect(screen.getByRole('heading', { name: 'Your order: Picked up' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Your shipment, step by step' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('span')?.firstChild?.textContent)).toEqual([
      'Booked',
      'Carrier assigned',
      'Picked up',
      'In transit',
      'Delivered',
    ]);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
    expect(within(steps[1] as HTMLElement).getByText('Bluewater Auto Carriers')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('MC 774512')).toBeInTheDocument();
    expect(within(steps[1] as HTMLElement).getByText('Thursday morning')).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByText('Loaded without a scratch.')).toBeInTheDocument();
    expect(steps[3]?.querySelector('time')).toBeNull();
    // What was booked, the price as a range; nothing to call the contacts on.
    expect(screen.getByText('$1,320 – $1,620, Open carrier')).toBeInTheDocument();
    expect(screen.getByText(/350 W 31st St, Apt 12B/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/555|@/);
  });

  it('sends a change request with the signed link and shows the acknowledgement and the request', async () => {
    const sent = { kind: 'change', createdAt: '2026-12-03T17:00:00.000Z', message: 'Deliver after 5 pm, please.' };
    const fetchMock = jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() =>
        json(201, { status: 201, message: ORDER_REQUEST_RECEIVED, data: { request: sent, requests: [sent] } }),
      );
    render(<OrderStatus order={order()} link={link} />);
    fireEvent.change(screen.getByLabelText('What should we change?'), {
      target: { value: 'Deliver after 5 pm, please.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ORDER_REQUEST_RECEIVED)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/orderRequest', expect.objectContaining({ method: 'POST' }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      ...link,
      request: { kind: 'change', message: 'Deliver after 5 pm, please.' },
    });
    expect(screen.getByRole('heading', { name: 'Requests you sent' })).toBeInTheDocument();
    expect(screen.getByText('Deliver after 5 pm, please.')).toBeInTheDocument();
    expect(screen.getByLabelText('What should we change?')).toHaveValue('');
  });

  it('asks what to change before sending anything, and takes a cancellation without a reason', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() =>
        json(201, { status: 201, message: ORDER_REQUEST_RECEIVED, data: { requests: [] } }),
      );
    render(<OrderStatus order={order()} link={link} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please tell us what to change')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('Cancel'));
    expect(screen.getByLabelText('Why are you cancelling? (optional)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ORDER_REQUEST_RECEIVED)).toBeInTheDocument();
    expect(JSON.parse(String(jest.mocked(globalThis.fetch).mock.calls[0]?.[1]?.body)).request).toEqual({
      kind: 'cancel',
      message: '',
    });
  });

  it('shows the server’s refusal, and offers no form after delivery', async () => {
    jest
      .mocked(globalThis.fetch)
      .mockImplementationOnce(() =>
        json(409, { status: 409, error: 'delivered', message: 'This shipment has been delivered.' }),
      );
    const { unmount } = render(<OrderStatus order={order()} link={link} />);
    fireEvent.change(screen.getByLabelText('What should we change?'), { target: { value: 'Another address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This shipment has been delivered.');
    unmount();
    render(
      <OrderStatus
        order={order({ status: 'delivered', statusLabel: 'Delivered' })}
        link={link}
        phone={{ number: '(800) 555-0100', href: 'tel:+18005550100' }}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('link', { name: '(800) 555-0100' })).toBeInTheDocument();
  });

  it('offers only a change for a cancelled order', () => {
    render(<OrderStatus order={order({ status: 'cancelled', statusLabel: 'Cancelled' })} link={link} />);
    expect(screen.getByLabelText('Change')).toBeChecked();
    expect(screen.queryByLabelText('Cancel')).toBeNull();
  });
});
