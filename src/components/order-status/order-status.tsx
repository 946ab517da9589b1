import React, { useState } from 'react';
import type { OrderRequestKind } from '../../orders/order';
import {
  MAX_REQUEST_MESSAGE,
  ORDER_REQUEST_KINDS,
  REQUEST_KIND_LABELS,
  readOrderRequest,
} from '../../orders/order-request-rules';
import type { OrderView, TimelineStep } from '../../orders/order-view';
import { Alert } from '../alert';
import { Button } from '../button';
import { priceRange } from '../estimate';
import { FieldBox, FieldError, FieldLabel } from '../form-field';
import type { QuoteLinkValues } from '../quote-page/quote-link-address';
import {
  Card,
  Column,
  Facts,
  KindChoice,
  Layout,
  Meta,
  RequestForm,
  SentRequests,
  StepName,
  Timeline,
} from './order-status.styles';

export interface OrderStatusProps {
  order: OrderView;
  /** The signed link the page was opened with: it signs a request too. */
  link: QuoteLinkValues | null;
  phone?: { number: string; href: string };
}

type Notice = { variant: 'success' | 'error'; text: string } | null;

const SEND_FAILED = 'We could not send your request just now. Please try again in a moment.';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A pickup estimate as sent: a date reads as one ("Dec 3, 2026"), any other text as it is. */
const pickupEstimateText = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? new Date(`${text}T12:00:00`).toLocaleDateString('en-US', { dateStyle: 'medium' })
    : text;

const STATE_TEXT: Record<TimelineStep['state'], string> = {
  done: 'done',
  current: 'where your order is now',
  upcoming: 'next',
};

function Step({ step }: { step: TimelineStep }) {
  return (
    <li data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
      <StepName>
        {step.label}
        <span className="visually-hidden">, {STATE_TEXT[step.state]}</span>
      </StepName>
      {step.at ? (
        <Meta>
          <time dateTime={step.at}>{when(step.at)}</time>
        </Meta>
      ) : null}
      {step.carrier ? (
        <Facts>
          <dt>Carrier</dt>
          <dd>{step.carrier.name}</dd>
          <dt>MC number</dt>
          <dd>MC {step.carrier.mcNumber}</dd>
          {step.carrier.pickupEstimate ? (
            <>
              <dt>Expected pickup</dt>
              <dd>{pickupEstimateText(step.carrier.pickupEstimate)}</dd>
            </>
          ) : null}
        </Facts>
      ) : null}
      {step.notes.map((note, index) => (
        <p key={index}>{note}</p>
      ))}
    </li>
  );
}

/**
 * A booked order on the customer's page: where it stands on the road (the dispatch system's
 * events), what was signed, and a form to ask an agent for a change or a cancellation, which is a
 * request, never an edit: the page says so, and lists the requests sent.
 */
export function OrderStatus({ order, link, phone }: OrderStatusProps) {
  const kinds = order.status === 'cancelled' ? ORDER_REQUEST_KINDS.filter((k) => k !== 'cancel') : ORDER_REQUEST_KINDS;
  const [requests, setRequests] = useState(order.requests);
  const [kind, setKind] = useState<OrderRequestKind>('change');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (sending || !link) return;
    setNotice(null);
    const read = readOrderRequest({ kind, message });
    if (!read.ok) {
      setError(read.errors.message ?? read.errors.kind ?? '');
      return;
    }
    setError('');
    setSending(true);
    try {
      const response = await fetch('/api/orderRequest', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...link, request: read.request }),
      });
      const body = (await response.json()) as {
        message?: string;
        errors?: Record<string, string>;
        data?: { requests?: OrderView['requests'] };
      };
      if (response.ok) {
        if (body.data?.requests) setRequests(body.data.requests);
        setMessage('');
        setNotice({ variant: 'success', text: body.message ?? '' });
      } else {
        setError(body.errors?.message ?? '');
        setNotice({ variant: 'error', text: body.message ?? SEND_FAILED });
      }
    } catch {
      setNotice({ variant: 'error', text: 'Your connection dropped. Nothing was sent: please try again.' });
    } finally {
      setSending(false);
    }
  };

  const end = (side: OrderView['pickup']) => (
    <>
      {side.street}
      <br />
      {side.place}
      <br />
      Contact: {side.contactName}
    </>
  );

  return (
    <Layout>
      <Column>
        <Card aria-labelledby="order-status-heading">
          <h2 id="order-status-heading">Your order: {order.statusLabel}</h2>
          <Meta>Request {order.requestId}</Meta>
          <Timeline aria-label="Your shipment, step by step">
            {order.timeline.map((step) => (
              <Step key={step.status} step={step} />
            ))}
          </Timeline>
        </Card>
        <Card aria-labelledby="order-details-heading">
          <h2 id="order-details-heading">What you booked</h2>
          <Facts>
            <dt>Booked</dt>
            <dd>{when(order.bookedAt)}</dd>
            <dt>Signed by</dt>
            <dd>{order.signerName}</dd>
            <dt>Order terms</dt>
            <dd>Version {order.termsVersion}</dd>
            <dt>Pickup</dt>
            <dd>{end(order.pickup)}</dd>
            <dt>Delivery</dt>
            <dd>{end(order.delivery)}</dd>
            <dt>Pickup window</dt>
            <dd>{order.pickupWindow.label}</dd>
            <dt>Transport</dt>
            <dd>{order.transportType}</dd>
            <dt>Price</dt>
            <dd>
              {order.price
                ? `${priceRange(order.price)}${order.priceLabel ? `, ${order.priceLabel}` : ''}`
                : 'Your agent confirms it with you'}
            </dd>
          </Facts>
          <Meta>You are charged only once a carrier is confirmed.</Meta>
        </Card>
      </Column>
      <Card aria-labelledby="order-request-heading">
        <h2 id="order-request-heading">Change or cancel</h2>
        {order.status === 'delivered' ? (
          <p>
            Your vehicle has been delivered. For anything about this shipment, please call us
            {phone ? (
              <>
                {' '}
                at <a href={phone.href}>{phone.number}</a>
              </>
            ) : null}
            .
          </p>
        ) : (
          <RequestForm onSubmit={submit} noValidate aria-describedby="order-request-note">
            <fieldset>
              <legend>What would you like to do?</legend>
              <KindChoice>
                {kinds.map((choice) => (
                  <label key={choice}>
                    <input
                      type="radio"
                      name="orderRequestKind"
                      value={choice}
                      checked={kind === choice}
                      onChange={() => setKind(choice)}
                    />
                    {REQUEST_KIND_LABELS[choice]}
                  </label>
                ))}
              </KindChoice>
            </fieldset>
            <FieldBox>
              <FieldLabel htmlFor="order-request-message">
                {kind === 'cancel' ? 'Why are you cancelling? (optional)' : 'What should we change?'}
              </FieldLabel>
              <textarea
                id="order-request-message"
                value={message}
                maxLength={MAX_REQUEST_MESSAGE}
                aria-invalid={Boolean(error)}
                aria-describedby="order-request-message-error"
                onChange={(event) => setMessage(event.target.value)}
              />
              <FieldError id="order-request-message-error">{error}</FieldError>
            </FieldBox>
            <Meta id="order-request-note">
              An agent confirms every change or cancellation with you; nothing changes on your order until they do.
            </Meta>
            <div aria-live="polite">
              {notice ? (
                <Alert variant={notice.variant} role={notice.variant === 'error' ? 'alert' : 'status'}>
                  <p>{notice.text}</p>
                </Alert>
              ) : null}
            </div>
            <Button type="submit" block aria-disabled={sending}>
              {sending ? 'Sending…' : 'Send'}
            </Button>
          </RequestForm>
        )}
        {requests.length ? (
          <>
            <h3>Requests you sent</h3>
            <SentRequests>
              {requests.map((request) => (
                <li key={`${request.createdAt}-${request.kind}`}>
                  <Meta>
                    {REQUEST_KIND_LABELS[request.kind]},{' '}
                    <time dateTime={request.createdAt}>{when(request.createdAt)}</time>
                  </Meta>
                  {request.message ? <p>{request.message}</p> : null}
                </li>
              ))}
            </SentRequests>
          </>
        ) : null}
      </Card>
    </Layout>
  );
}
