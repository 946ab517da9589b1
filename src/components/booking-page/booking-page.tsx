import React, { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingView, BookingWindow, TransportChoice } from '../../orders/booking';
import { endFieldErrors, signatureNameError } from '../../orders/booking-request';
import type { OrderEnd } from '../../orders/order';
import type { WaitingBookingView } from '../../orders/waiting-booking';
import { EXPIRED_QUOTE_LINK_TITLE, INVALID_QUOTE_LINK } from '../../leads/link-messages';
import { ROUTES } from '../../routes';
import { Alert } from '../alert';
import { Button, ButtonLink } from '../button';
import { dayRange, priceRange } from '../estimate';
import { FieldBox, FieldError, FieldLabel, FieldRow, TextInput, describedBy } from '../form-field';
import { takeQuoteLink, type QuoteLinkValues } from '../quote-page/quote-link-address';
import {
  BookingForm,
  Card,
  ChargeNote,
  ChoiceDetail,
  ChoiceName,
  Choices,
  Consent,
  Layout,
  Meta,
  Place,
  Summary,
  Terms,
} from './booking-page.styles';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; view: BookingView }
  | { kind: 'problem'; message: string }
  | { kind: 'expired'; requestId: string; route: string };

interface Draft {
  pickup: OrderEnd;
  delivery: OrderEnd;
  pickupWindow: string;
  transportType: TransportChoice;
  name: string;
  consent: boolean;
}

type Notice = { variant: 'info' | 'error'; text: string } | null;

export const NOTHING_CHARGED_TEXT = 'Nothing is charged now: you are charged only once a carrier is confirmed.';
export const COPY_EMAILED_TEXT =
  'We have e-mailed you a copy of the signed order; an agent assigns a carrier and tells you its name and MC number.';
/** While the customer's copy is held for an agent (src/leads/customer-mail-cap.ts): the truth, not "e-mailed". */
export const COPY_HELD_TEXT =
  'We have not e-mailed you a copy yet: an agent will check your booking and send it, or call you, within one business hour, then assigns a carrier and tells you its name and MC number.';
const LOAD_FAILED = 'We could not load your booking just now. Please try again in a moment.';
const CONNECTION_DROPPED =
  'Your connection dropped before we could confirm your booking. Please try again: you will not be booked twice.';
const TRANSPORTS: readonly TransportChoice[] = ['Open', 'Enclosed'];

const emptyEnd = (contactName: string): OrderEnd => ({ street: '', contactName, contactPhone: '' });

/**
 * The form as the page opens: what waits to be confirmed, when something does (the signature is
 * always the signer's own to type), else the quote's choices and its name as both contacts.
 */
const draftOf = (view: BookingView): Draft =>
  view.waiting
    ? {
        pickup: { ...view.waiting.pickup },
        delivery: { ...view.waiting.delivery },
        pickupWindow: view.waiting.pickupWindow,
        transportType: view.waiting.transportType,
        name: '',
        consent: false,
      }
    : {
        pickup: emptyEnd(view.firstName),
        delivery: emptyEnd(view.firstName),
        pickupWindow: view.pickupWindow,
        transportType: view.transportType,
        name: '',
        consent: false,
      };

/** What the page checks before it sends, with the server's own rules (booking-request.ts). */
function draftErrors(draft: Draft): Record<string, string> {
  const errors = { ...endFieldErrors(draft.pickup, 'pickup'), ...endFieldErrors(draft.delivery, 'delivery') };
  const name = signatureNameError(draft.name);
  if (name) errors['signature.name'] = name;
  return errors;
}

const dayText = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/** What the answer's link is told of a booking it signed, until the e-mail confirms it. */
export const WAITING_TEXT =
  'Please confirm this booking from our e-mail to the address on your quote. Nothing is booked until you confirm it there.';
export const CONFIRM_BY_EMAIL_NOTE =
  'We then e-mail a link to confirm this booking to the address on your quote: nothing is booked until you confirm it from that e-mail.';

/** A key for this page's booking: the same key on a retry, so the server can tell a retry from a new booking. */
const newIdempotencyKey = () =>
  `book-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`}`;

const linkFragment = (link: QuoteLinkValues) => new URLSearchParams({ ...link }).toString();

const dateText = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

const shipDateText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const priceOf = (window: BookingWindow | undefined, transport: TransportChoice) => window?.prices[transport] ?? null;

export interface BookingPageProps {
  /** The page's address: its fragment (#ref=…&t=…&sig=…) carries the signed link. */
  location: Partial<Pick<Location, 'hash' | 'search' | 'pathname'>>;
  phone?: { number: string; href: string };
}

/**
 * The booking page: the quote to book, the street address and a contact at each end, the pickup
 * window and open or enclosed with their prices, the order terms, and a typed name with a consent
 * box that sign them. Booking charges nothing. A quote changed elsewhere in the meantime is shown
 * as it is now, with everything typed here kept.
 */
export function BookingPage({ location, phone }: BookingPageProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [link, setLink] = useState<QuoteLinkValues | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<{
    requestId: string;
    bookedAt: string;
    signerName?: string | null;
    copyEmailed: boolean;
  } | null>(null);
  /** A booking signed here through the answer's link, waiting for the e-mail: what the server said of it. */
  const [waiting, setWaiting] = useState<{ view: WaitingBookingView; message: string } | null>(null);
  /** The answer's link reopens the form of what waits, to sign it again (it takes the place of the first). */
  const [editing, setEditing] = useState(false);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  const idempotencyKey = useRef(newIdempotencyKey());
  const sendingNow = useRef(false);
  const bookedHeading = useRef<HTMLHeadingElement>(null);

  /** A view from the server: shown, and the form keeps what was typed (a first view fills it). */
  const show = useCallback((view: BookingView) => {
    setLoad({ kind: 'ready', view });
    setDraft((current) => current ?? draftOf(view));
    if (view.booked) setBooked({ requestId: view.requestId, ...view.booked });
    if (view.link === 'answer' && view.waiting?.state === 'waiting')
      setWaiting((current) => current ?? { view: view.waiting!, message: WAITING_TEXT });
  }, []);

  useEffect(() => {
    const take = (taken: QuoteLinkValues) => {
      setLink(taken);
      if (!taken.ref || !taken.sig) setLoad({ kind: 'problem', message: INVALID_QUOTE_LINK });
    };
    take(takeQuoteLink(location));
    // Another link pasted into this tab changes only the fragment: no page load, so read it here.
    const onHashChange = () => {
      if (!window.location.hash) return;
      setLoad({ kind: 'loading' });
      setDraft(null);
      setBooked(null);
      setWaiting(null);
      setEditing(false);
      take(takeQuoteLink(window.location));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, as the page opens: that clears the address
  }, []);

  useEffect(() => {
    if (!link?.ref || !link.sig) return;
    fetch(`/api/book?${linkFragment(link)}`)
      .then(async (response) => {
        const body = (await response.json()) as {
          data?: BookingView & { route?: string };
          message?: string;
          error?: string;
        };
        if (response.status === 410 && body.error === 'link_expired' && body.data) {
          setLoad({ kind: 'expired', requestId: body.data.requestId, route: String(body.data.route ?? '') });
        } else if (response.ok && body.data) show(body.data);
        else setLoad({ kind: 'problem', message: body.message ?? LOAD_FAILED });
      })
      .catch(() => setLoad({ kind: 'problem', message: LOAD_FAILED }));
  }, [link, show]);

  useEffect(() => {
    if (booked) bookedHeading.current?.focus();
  }, [booked]);

  useEffect(() => {
    if (waiting && !editing) waitingHeading.current?.focus();
  }, [waiting, editing]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (load.kind !== 'ready' || !draft || !link || sendingNow.current) return;
    const { view } = load;
    const typedErrors = draftErrors(draft);
    if (Object.keys(typedErrors).length) {
      setErrors(draft.consent ? typedErrors : { ...typedErrors, 'signature.consent': 'Please tick the box to agree' });
      setNotice({ variant: 'error', text: 'Some details need attention.' });
      return;
    }
    sendingNow.current = true;
    setSending(true);
    setNotice(null);
    setErrors({});
    const shown = priceOf(
      view.windows.find((window) => window.id === draft.pickupWindow),
      draft.transportType,
    );
    try {
      const response = await fetch('/api/book', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey.current },
        body: JSON.stringify({
          ...link,
          version: view.version,
          termsHash: view.terms.hash,
          pickup: draft.pickup,
          delivery: draft.delivery,
          pickupWindow: draft.pickupWindow,
          transportType: draft.transportType,
          // The price the page shows for this choice: the order is signed at it, or refused with the new one.
          price: shown?.price ?? null,
          signature: { name: draft.name, consent: draft.consent },
        }),
      });
      const body = (await response.json()) as {
        data?: Partial<BookingView> & { bookedAt?: string; copyEmailed?: boolean; waiting?: WaitingBookingView };
        error?: string;
        message?: string;
        errors?: Record<string, string>;
      };
      if (response.status === 202 && body.data?.waiting) {
        setWaiting({ view: body.data.waiting, message: body.message ?? WAITING_TEXT });
        setEditing(false);
        // Signing again (after a change) is another signature: it gets its own key.
        idempotencyKey.current = newIdempotencyKey();
      } else if (response.ok && body.data?.requestId && body.data.bookedAt) {
        setBooked({
          requestId: body.data.requestId,
          bookedAt: body.data.bookedAt,
          signerName: draft.name.trim(),
          // Only what the server says: a copy held for an agent is never "e-mailed".
          copyEmailed: body.data.copyEmailed === true,
        });
      } else if (response.status === 409 && body.data?.windows) {
        const latest = body.data as BookingView;
        show(latest);
        // What was typed stays; the choices become the latest quote's, and new terms are read
        // before they are agreed to: the box is ticked again.
        setDraft((current) =>
          current && body.error === 'quote_changed'
            ? { ...current, pickupWindow: latest.pickupWindow, transportType: latest.transportType }
            : current && body.error === 'terms_changed'
              ? { ...current, consent: false }
              : current,
        );
        // The next attempt is another booking (new figures or terms): it gets its own key.
        idempotencyKey.current = newIdempotencyKey();
        setNotice({ variant: 'info', text: body.message ?? LOAD_FAILED });
      } else {
        setErrors(body.errors ?? {});
        setNotice({ variant: 'error', text: body.message ?? LOAD_FAILED });
      }
    } catch {
      setNotice({ variant: 'error', text: CONNECTION_DROPPED });
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  };

  if (load.kind === 'loading') {
    return (
      <Alert variant="info" role="status">
        <p>Loading your booking…</p>
      </Alert>
    );
  }
  if (load.kind === 'problem' || load.kind === 'expired') {
    return (
      <Alert
        variant={load.kind === 'expired' ? 'info' : 'error'}
        role="alert"
        title={load.kind === 'expired' ? EXPIRED_QUOTE_LINK_TITLE : undefined}
      >
        <p>
          {load.kind === 'expired' ? (
            <>
              Request {load.requestId}, {load.route}. Open your quote page to have a fresh link e-mailed to you.{' '}
              {link ? <a href={`${ROUTES.quote}#${linkFragment(link)}`}>Open your quote page</a> : null}
            </>
          ) : (
            load.message
          )}
          {phone ? (
            <>
              {' '}
              You can also call <a href={phone.href}>{phone.number}</a>.
            </>
          ) : null}
        </p>
      </Alert>
    );
  }

  const { view } = load;
  const follow = link ? `${ROUTES.quote}#${linkFragment(link)}` : ROUTES.quote;
  const callUs = phone ? (
    <>
      {' '}
      You can also call <a href={phone.href}>{phone.number}</a>.
    </>
  ) : null;
  if (booked && view.link === 'answer') {
    // Booked from the e-mail: the order is its owner's, followed from that e-mail, not from here.
    return (
      <Card aria-labelledby="booking-done-heading">
        <h2 id="booking-done-heading" ref={bookedHeading} tabIndex={-1}>
          This shipment is booked
        </h2>
        <Alert variant="success" role="status">
          <p>
            Request {booked.requestId} was booked {dateText(booked.bookedAt)}, confirmed from the e-mail we sent to the
            address on the quote. Follow the order from the link in that e-mail.{callUs}
          </p>
        </Alert>
      </Card>
    );
  }
  if (booked) {
    return (
      <Card aria-labelledby="booking-done-heading">
        <h2 id="booking-done-heading" ref={bookedHeading} tabIndex={-1}>
          Your order is booked
        </h2>
        <Alert variant="success" role="status">
          <p>
            Request {booked.requestId}, booked {dateText(booked.bookedAt)}
            {booked.signerName ? `, signed by ${booked.signerName}` : ''}. {NOTHING_CHARGED_TEXT}{' '}
            {booked.copyEmailed ? COPY_EMAILED_TEXT : COPY_HELD_TEXT}
          </p>
        </Alert>
        <p>
          <ButtonLink href={follow} size="large">
            Follow your order
          </ButtonLink>
        </p>
      </Card>
    );
  }
  if (waiting && !editing) {
    const chosen = view.windows.find((window) => window.id === waiting.view.pickupWindow);
    return (
      <Card aria-labelledby="booking-waiting-heading">
        <h2 id="booking-waiting-heading" ref={waitingHeading} tabIndex={-1}>
          Confirm from your e-mail
        </h2>
        <Alert variant="info" role="status" title="Nothing is booked yet">
          <p>{waiting.message}</p>
        </Alert>
        <Summary>
          <dt>Request</dt>
          <dd>{view.requestId}</dd>
          <dt>Signed</dt>
          <dd>{dateText(waiting.view.signedAt)}</dd>
          <dt>Your choice</dt>
          <dd>
            {chosen?.label ?? waiting.view.pickupWindow}, {waiting.view.transportType.toLowerCase()}
            {waiting.view.price ? `, ${priceRange(waiting.view.price)}` : ''}
          </dd>
          <dt>Confirm by</dt>
          <dd>{dayText(waiting.view.expiresAt)}</dd>
        </Summary>
        <p>Not in your inbox? It can take a few minutes: check your spam folder too.{callUs}</p>
        <p>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setDraft({ ...draftOf({ ...view, waiting: waiting.view }) });
              setNotice(null);
              setEditing(true);
            }}
          >
            Change what I filled in
          </Button>
        </p>
      </Card>
    );
  }
  if (!draft) return null;
  const reviewing = view.link === 'email' && view.waiting?.state === 'waiting';
  const expired = view.link === 'answer' && view.waiting?.state === 'expired' && !waiting;

  const set = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const setEnd = (side: 'pickup' | 'delivery', patch: Partial<OrderEnd>) =>
    setDraft((current) => (current ? { ...current, [side]: { ...current[side], ...patch } } : current));
  const chosenWindow = view.windows.find((window) => window.id === draft.pickupWindow);
  const priced = view.windows.some((window) => window.prices.Open || window.prices.Enclosed);
  const paragraphs = view.terms.body.split(/\n{2,}/);

  const endFields = (side: 'pickup' | 'delivery', legend: string, place: string) => (
    <fieldset>
      <legend>{legend}</legend>
      <Place>{place}</Place>
      <TextField
        id={`booking-${side}-street`}
        label="Street address"
        autoComplete={`section-${side} street-address`}
        value={draft[side].street}
        error={errors[`${side}.street`]}
        onChange={(street) => setEnd(side, { street })}
      />
      <FieldRow>
        <TextField
          id={`booking-${side}-contact-name`}
          label="Contact name"
          autoComplete={`section-${side} name`}
          value={draft[side].contactName}
          error={errors[`${side}.contactName`]}
          onChange={(contactName) => setEnd(side, { contactName })}
        />
        <TextField
          id={`booking-${side}-contact-phone`}
          label="Contact phone"
          type="tel"
          autoComplete={`section-${side} tel`}
          value={draft[side].contactPhone}
          error={errors[`${side}.contactPhone`]}
          onChange={(contactPhone) => setEnd(side, { contactPhone })}
        />
      </FieldRow>
    </fieldset>
  );

  return (
    <Layout>
      <Card aria-labelledby="booking-summary-heading">
        <h2 id="booking-summary-heading">Your shipment</h2>
        <Summary>
          <dt>Request</dt>
          <dd>{view.requestId}</dd>
          <dt>From</dt>
          <dd>{view.from}</dd>
          <dt>To</dt>
          <dd>{view.to}</dd>
          <dt>Ship date</dt>
          <dd>{shipDateText(view.shipDate)}</dd>
          <dt>{view.vehicles.length > 1 ? 'Vehicles' : 'Vehicle'}</dt>
          <dd>
            <ul>
              {view.vehicles.map((vehicle, index) => (
                <li key={`${vehicle.make}-${vehicle.model}-${index}`}>
                  {vehicle.year} {vehicle.make} {vehicle.model}
                  {vehicle.inop ? ' (does not run)' : ''}
                </li>
              ))}
            </ul>
          </dd>
        </Summary>
        <Meta>
          Estimate version {view.version}. To change the date or a vehicle, <a href={follow}>use your quote page</a>.
        </Meta>
      </Card>
      <Card aria-labelledby="booking-form-heading">
        <h2 id="booking-form-heading">{reviewing ? 'Confirm your booking' : 'Book and sign'}</h2>
        {reviewing && view.waiting ? (
          <Alert variant="info" title="Filled in on our website, waiting for you">
            <p>
              These details were filled in and signed on our website on {dateText(view.waiting.signedAt)}. Check each
              one and change what is not right, then type your own full name and sign to book. If you did not ask for
              this booking, simply leave this page: nothing is booked.
            </p>
          </Alert>
        ) : null}
        {expired && view.waiting ? (
          <Alert variant="info" title="Your earlier booking was not confirmed">
            <p>
              The booking you signed on {dateText(view.waiting.signedAt)} was not confirmed from the e-mail in time, so
              nothing was booked. You can sign again below.
            </p>
          </Alert>
        ) : null}
        <BookingForm onSubmit={submit} noValidate>
          {endFields('pickup', 'Pickup', view.from)}
          {endFields('delivery', 'Delivery', view.to)}
          <fieldset aria-describedby={describedBy(errors.pickupWindow && 'booking-window-error')}>
            <legend>Pickup window</legend>
            <Choices $columns={2}>
              {view.windows.map((window) => {
                const price = priceOf(window, draft.transportType);
                return (
                  <label key={window.id}>
                    <input
                      type="radio"
                      name="pickupWindow"
                      value={window.id}
                      checked={draft.pickupWindow === window.id}
                      onChange={() => set({ pickupWindow: window.id })}
                    />
                    <ChoiceName>{window.label}</ChoiceName>
                    <ChoiceDetail>
                      Within {dayRange(window.businessDays, 'business days')} of your ship date
                    </ChoiceDetail>
                    {priced ? <ChoiceDetail>{price ? priceRange(price.price) : 'Not offered'}</ChoiceDetail> : null}
                  </label>
                );
              })}
            </Choices>
            <Meta>A window, not an appointment: the carrier calls your pickup contact ahead of the day.</Meta>
            <FieldError id="booking-window-error">{errors.pickupWindow}</FieldError>
          </fieldset>
          <fieldset aria-describedby={describedBy(errors.transportType && 'booking-transport-error')}>
            <legend>Open or enclosed</legend>
            <Choices $columns={2}>
              {TRANSPORTS.map((transport) => {
                const price = priceOf(chosenWindow, transport);
                const unavailable = priced && !price;
                return (
                  <label key={transport}>
                    <input
                      type="radio"
                      name="transportType"
                      value={transport}
                      checked={draft.transportType === transport}
                      disabled={unavailable}
                      onChange={() => set({ transportType: transport })}
                    />
                    <ChoiceName>{transport}</ChoiceName>
                    {price ? <ChoiceDetail>{price.label}</ChoiceDetail> : null}
                    {priced ? (
                      <ChoiceDetail>{price ? priceRange(price.price) : 'Not offered for this shipment'}</ChoiceDetail>
                    ) : null}
                  </label>
                );
              })}
            </Choices>
            {priced ? null : <Meta>Your agent prices this shipment with you before a carrier is assigned.</Meta>}
            <FieldError id="booking-transport-error">{errors.transportType}</FieldError>
          </fieldset>
          <div>
            <h3 id="booking-terms-heading">{view.terms.title}</h3>
            <Meta>Version {view.terms.version}. Please read them before you sign.</Meta>
            <Terms role="region" tabIndex={0} aria-label={`${view.terms.title}, version ${view.terms.version}`}>
              {paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </Terms>
          </div>
          <fieldset>
            <legend>Sign</legend>
            <TextField
              id="booking-signature-name"
              label="Type your full name to sign"
              autoComplete="name"
              value={draft.name}
              error={errors['signature.name']}
              onChange={(name) => set({ name })}
            />
            <Consent>
              <input
                type="checkbox"
                id="booking-consent"
                checked={draft.consent}
                aria-invalid={Boolean(errors['signature.consent'])}
                aria-describedby="booking-consent-error"
                onChange={(event) => set({ consent: event.target.checked })}
              />
              <span>
                I have read the {view.terms.title.toLowerCase()} (version {view.terms.version}) and agree to them, and I
                agree to sign this order and receive its records electronically.
              </span>
            </Consent>
            <FieldError id="booking-consent-error">{errors['signature.consent']}</FieldError>
          </fieldset>
          <ChargeNote>{NOTHING_CHARGED_TEXT}</ChargeNote>
          {view.link === 'answer' ? <Meta>{CONFIRM_BY_EMAIL_NOTE}</Meta> : null}
          <div aria-live="polite">
            {notice ? (
              <Alert variant={notice.variant} role={notice.variant === 'error' ? 'alert' : 'status'}>
                <p>{notice.text}</p>
              </Alert>
            ) : null}
          </div>
          <Button type="submit" size="large" block disabled={sending} aria-busy={sending}>
            {sending ? 'Booking…' : view.link === 'answer' ? 'Sign and confirm by e-mail' : 'Sign and book'}
          </Button>
        </BookingForm>
      </Card>
    </Layout>
  );
}

/** A labelled text field with its error under it. */
function TextField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  const { id, label, value, error, type = 'text', autoComplete, onChange } = props;
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextInput
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </FieldBox>
  );
}
