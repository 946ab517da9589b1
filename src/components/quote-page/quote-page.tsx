import React, { useCallback, useEffect, useState } from 'react';
import type { QuoteView } from '../../leads/quote-page';
import { EXPIRED_QUOTE_LINK_OFFER, EXPIRED_QUOTE_LINK_TITLE, INVALID_QUOTE_LINK } from '../../leads/link-messages';
import { TRANSPORT_TYPES, VEHICLE_TYPES } from '../../quote/field-rules';
import {
  CATEGORY_FACTS,
  CATEGORY_LABELS,
  CONTAINER_SIZES,
  FACT_LABELS,
  RV_TYPE_LABELS,
  RV_TYPES,
  categoryOf,
  isNumberFact,
  type FactKey,
  type VehicleCategory,
  type VehicleFacts,
} from '../../quote/vehicle-categories';
import { isSpecCategory } from '../../quote/vehicle-facts-rules';
import { ROUTES } from '../../routes';
import { Alert } from '../alert';
import { Button, ButtonLink } from '../button';
import { EstimateSummary, NEXT_STEP_TEXT } from '../estimate';
import { FieldBox, FieldError, FieldLabel, FieldRow, Select, TextInput } from '../form-field';
import { OrderStatus } from '../order-status';
import { takeQuoteLink, type QuoteLinkValues } from './quote-link-address';
import { Card, ChangeForm, Layout, Meta, Request, Toggle, VehicleName } from './quote-page.styles';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; quote: QuoteView }
  | { kind: 'problem'; message: string }
  | { kind: 'expired'; requestId: string; route: string };

/** A fact as its field holds it: a number as typed, a yes/no answer as 'Yes' or 'No', '' for none. */
type DraftFacts = Partial<Record<FactKey, string>>;

interface DraftVehicle {
  type: string;
  inop: 0 | 1;
  facts: DraftFacts;
}

interface Draft {
  shipDate: string;
  transportType: string;
  pickupWindow: string;
  vehicles: DraftVehicle[];
}

type Notice = { variant: 'success' | 'info' | 'error'; text: string } | null;

const isYesNoFact = (fact: FactKey) => fact === 'onOwnTrailer' || fact === 'drivable';

const factDraft = (facts: VehicleFacts | undefined): DraftFacts =>
  Object.fromEntries(
    Object.entries(facts ?? {}).map(([fact, value]) => [
      fact,
      typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value),
    ]),
  );

/**
 * The facts a change sends: numbers as numbers when they read as one (else as typed, for the
 * server to answer with the field's message), answers as true or false, empty fields left out.
 */
function factsOfDraft(category: VehicleCategory, draft: DraftFacts): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const { fact } of CATEGORY_FACTS[category]) {
    const text = draft[fact]?.trim() ?? '';
    if (!text) continue;
    if (isNumberFact(fact)) facts[fact] = /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    else if (isYesNoFact(fact)) facts[fact] = text === 'Yes';
    else facts[fact] = text;
  }
  return facts;
}

const draftOf = (quote: QuoteView): Draft => ({
  shipDate: quote.shipDate,
  transportType: quote.transportType,
  pickupWindow: quote.pickupWindow,
  vehicles: quote.vehicles.map(({ type, inop, facts }) => ({ type, inop, facts: factDraft(facts) })),
});

/** A car, SUV, pickup or van changes its type, as SPEC's page did; any other category its facts. */
const changeOf = (quote: QuoteView, draft: Draft) => ({
  shipDate: draft.shipDate,
  transportType: draft.transportType,
  pickupWindow: draft.pickupWindow,
  vehicles: draft.vehicles.map(({ type, inop, facts }, index) => {
    const category = categoryOf(quote.vehicles[index] ?? {});
    return isSpecCategory(category) ? { type, inop } : { inop, facts: factsOfDraft(category, facts) };
  }),
});

const LOAD_FAILED = 'We could not load your quote just now. Please try again in a moment.';

export interface QuotePageProps {
  /** The page's address: its fragment (#ref=…&t=…&sig=…) carries the signed link. */
  location: Partial<Pick<Location, 'hash' | 'search' | 'pathname'>>;
  phone?: { number: string; href: string };
}

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The customer's quote page: the quote and its latest estimate, and a form to change the date,
 * the transport type, the pickup speed or a vehicle. A change updates the same lead and shows the
 * new estimate; nothing has to be typed again.
 */
export function QuotePage({ location, phone }: QuotePageProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [link, setLink] = useState<QuoteLinkValues | null>(null);
  const [freshLink, setFreshLink] = useState<{ sending: boolean; message: string; failed: boolean }>({
    sending: false,
    message: '',
    failed: false,
  });

  const show = useCallback((quote: QuoteView) => {
    setLoad({ kind: 'ready', quote });
    setDraft(draftOf(quote));
  }, []);

  /** A link read from the address: the quote it names is fetched (below), or it is refused at once. */
  const takeLink = useCallback((taken: QuoteLinkValues) => {
    setLink(taken);
    if (!taken.ref || !taken.sig) setLoad({ kind: 'problem', message: INVALID_QUOTE_LINK });
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the link is only in the browser's address (or storage)
    takeLink(takeQuoteLink(location));
    // Another link pasted into this tab changes only the fragment: no page load, so read it here.
    const onHashChange = () => {
      if (!window.location.hash) return;
      setLoad({ kind: 'loading' });
      setFreshLink({ sending: false, message: '', failed: false });
      takeLink(takeQuoteLink(window.location));
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, as the page opens: that clears the address
  }, []);

  useEffect(() => {
    if (!link?.ref || !link.sig) return;
    const { ref, t, sig } = link;
    fetch(`/api/quote?${new URLSearchParams({ ref, t, sig }).toString()}`)
      .then(async (response) => {
        const body = (await response.json()) as {
          data?: QuoteView & { route?: string };
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

  const askForFreshLink = async () => {
    if (!link || freshLink.sending) return;
    setFreshLink({ sending: true, message: '', failed: false });
    try {
      const response = await fetch('/api/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...link, action: 'fresh-link' }),
      });
      const body = (await response.json()) as { message?: string };
      setFreshLink({ sending: false, message: body.message ?? LOAD_FAILED, failed: !response.ok });
    } catch {
      setFreshLink({ sending: false, message: 'Your connection dropped. Please try again.', failed: true });
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (load.kind !== 'ready' || !draft || saving) return;
    setSaving(true);
    setNotice(null);
    setErrors({});
    try {
      const response = await fetch('/api/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...link, change: { version: load.quote.version, ...changeOf(load.quote, draft) } }),
      });
      const body = (await response.json()) as {
        data?: QuoteView;
        changed?: boolean;
        message?: string;
        errors?: Record<string, string>;
      };
      if (response.ok && body.data) {
        show(body.data);
        setNotice(
          body.changed
            ? { variant: 'success', text: 'Estimate updated. Your agent sees the change on the same request.' }
            : { variant: 'info', text: 'Nothing changed: the estimate is the same.' },
        );
      } else if (response.status === 409 && body.data) {
        show(body.data);
        setNotice({ variant: 'info', text: body.message ?? 'This quote was changed in the meantime.' });
      } else {
        setErrors(body.errors ?? {});
        setNotice({ variant: 'error', text: body.message ?? LOAD_FAILED });
      }
    } catch {
      setNotice({ variant: 'error', text: 'Your connection dropped. Nothing was changed: please try again.' });
    } finally {
      setSaving(false);
    }
  };

  if (load.kind === 'loading') {
    return (
      <Alert variant="info" role="status">
        <p>Loading your quote…</p>
      </Alert>
    );
  }
  if (load.kind === 'expired') {
    return (
      <Alert variant="info" role="alert" title={EXPIRED_QUOTE_LINK_TITLE}>
        <p>
          Request {load.requestId}, {load.route}. {EXPIRED_QUOTE_LINK_OFFER}
        </p>
        {freshLink.message && !freshLink.failed ? (
          <p role="status">{freshLink.message}</p>
        ) : (
          <p>
            <Button type="button" onClick={askForFreshLink} disabled={freshLink.sending} aria-busy={freshLink.sending}>
              {freshLink.sending ? 'Sending…' : 'E-mail me a fresh link'}
            </Button>
          </p>
        )}
        {freshLink.failed ? <p role="alert">{freshLink.message}</p> : null}
        {phone ? (
          <p>
            You can also call <a href={phone.href}>{phone.number}</a> and quote your request identification.
          </p>
        ) : null}
      </Alert>
    );
  }
  if (load.kind === 'problem') {
    return (
      <Alert variant="error" role="alert">
        <p>
          {load.message}
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
  const { quote } = load;
  // A booked quote is followed, not changed: its order's status and a request to an agent instead.
  if (quote.order) return <OrderStatus order={quote.order} link={link} phone={phone} />;
  // Booked from the e-mail, seen through the link the form's answer gave: the order is the owner's.
  if (quote.booking === 'booked') {
    return (
      <Card aria-labelledby="quote-booked-heading">
        <h2 id="quote-booked-heading">This shipment is booked</h2>
        <Alert variant="success" role="status">
          <p>
            Request {quote.requestId} is booked, confirmed from the e-mail we sent to the address on the quote. Follow
            the order from the link in that e-mail.
            {phone ? (
              <>
                {' '}
                You can also call <a href={phone.href}>{phone.number}</a>.
              </>
            ) : null}
          </p>
        </Alert>
      </Card>
    );
  }
  const set = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const setVehicle = (index: number, patch: Partial<DraftVehicle>) =>
    setDraft((current) =>
      current
        ? { ...current, vehicles: current.vehicles.map((v, i) => (i === index ? { ...v, ...patch } : v)) }
        : current,
    );
  return (
    <Layout>
      <Card as="div">
        {quote.estimate ? (
          <EstimateSummary estimate={quote.estimate} id="quote" title="Your estimate" headingLevel={2} />
        ) : (
          <Alert variant="info" title="Your agent prices this one">
            <p>We have your request; your agent works out the price with you.</p>
          </Alert>
        )}
        <Meta>
          Estimate version {quote.version}, {new Date(quote.updatedAt).toLocaleString('en-US')}
        </Meta>
        <p>
          <strong>What happens next.</strong> {NEXT_STEP_TEXT}
        </p>
        {quote.booking === 'waiting' ? (
          <Alert variant="info" title="A booking waits for your confirmation">
            <p>
              {quote.link === 'email'
                ? 'A booking of this quote was filled in on our website. Book this shipment to check it and sign it with your own name: nothing is booked until you do.'
                : 'Please confirm your booking from our e-mail to the address on your quote. Nothing is booked until you confirm it there.'}
            </p>
          </Alert>
        ) : null}
        {link ? (
          <p>
            <ButtonLink href={`${ROUTES.book}#${new URLSearchParams({ ...link }).toString()}`} size="large" block>
              Book this shipment
            </ButtonLink>
          </p>
        ) : null}
      </Card>
      <Card aria-labelledby="quote-change-heading">
        <h2 id="quote-change-heading">Change your quote</h2>
        <Request>
          <dt>Request</dt>
          <dd>{quote.requestId}</dd>
          <dt>Name</dt>
          <dd>{quote.firstName}</dd>
          <dt>From</dt>
          <dd>{quote.from}</dd>
          <dt>To</dt>
          <dd>{quote.to}</dd>
          {quote.shippingMethod ? (
            <>
              <dt>Method</dt>
              <dd>{quote.shippingMethod}</dd>
            </>
          ) : null}
        </Request>
        {draft ? (
          <ChangeForm onSubmit={submit} noValidate aria-describedby="quote-change-note">
            <FieldBox>
              <FieldLabel htmlFor="quote-ship-date">Ship date</FieldLabel>
              <TextInput
                id="quote-ship-date"
                type="date"
                min={localToday()}
                value={draft.shipDate}
                aria-invalid={Boolean(errors.shipDate)}
                aria-describedby="quote-ship-date-error"
                onChange={(event) => set({ shipDate: event.target.value })}
              />
              <FieldError id="quote-ship-date-error">{errors.shipDate}</FieldError>
            </FieldBox>
            <fieldset>
              <legend>
                {quote.isInternational
                  ? 'Transport type (open: roll-on/roll-off, enclosed: container)'
                  : 'Transport type'}
              </legend>
              <Toggle>
                {TRANSPORT_TYPES.map((type) => (
                  <label key={type}>
                    <input
                      type="radio"
                      name="transportType"
                      value={type}
                      checked={draft.transportType === type}
                      onChange={() => set({ transportType: type })}
                    />
                    {type}
                  </label>
                ))}
              </Toggle>
            </fieldset>
            <FieldBox>
              <FieldLabel htmlFor="quote-pickup-window">Pickup window after your ship date</FieldLabel>
              <Select
                id="quote-pickup-window"
                value={draft.pickupWindow}
                onChange={(event) => set({ pickupWindow: event.target.value })}
              >
                {quote.pickupWindows.map((window) => (
                  <option key={window.id} value={window.id}>
                    {window.label}
                  </option>
                ))}
              </Select>
            </FieldBox>
            {quote.vehicles.map((vehicle, index) => {
              const category = categoryOf(vehicle);
              const running = (
                <FieldBox>
                  <FieldLabel htmlFor={`quote-vehicle-${index}-running`}>Running</FieldLabel>
                  <Select
                    id={`quote-vehicle-${index}-running`}
                    value={draft.vehicles[index]?.inop === 1 ? 'No' : 'Yes'}
                    onChange={(event) => setVehicle(index, { inop: event.target.value === 'No' ? 1 : 0 })}
                  >
                    <option>Yes</option>
                    <option>No</option>
                  </Select>
                </FieldBox>
              );
              return (
                <fieldset key={`${vehicle.make}-${vehicle.model}-${index}`}>
                  <legend className="visually-hidden">Vehicle {index + 1}</legend>
                  <VehicleName>
                    {vehicle.year} {vehicle.make} {vehicle.model}
                  </VehicleName>
                  {isSpecCategory(category) ? (
                    <FieldRow>
                      <FieldBox>
                        <FieldLabel htmlFor={`quote-vehicle-${index}-type`}>Vehicle type</FieldLabel>
                        <Select
                          id={`quote-vehicle-${index}-type`}
                          value={draft.vehicles[index]?.type}
                          onChange={(event) => setVehicle(index, { type: event.target.value })}
                        >
                          {VEHICLE_TYPES.map((type) => (
                            <option key={type}>{type}</option>
                          ))}
                        </Select>
                      </FieldBox>
                      {running}
                    </FieldRow>
                  ) : (
                    <>
                      <Meta>{CATEGORY_LABELS[category].label}</Meta>
                      <FieldRow>
                        {CATEGORY_FACTS[category].map(({ fact, required }) => (
                          <FactField
                            key={fact}
                            id={`quote-vehicle-${index}-${fact}`}
                            fact={fact}
                            required={required}
                            value={draft.vehicles[index]?.facts[fact] ?? ''}
                            error={errors[`vehicles[${index}].facts.${fact}`]}
                            onChange={(value) =>
                              setVehicle(index, { facts: { ...draft.vehicles[index]?.facts, [fact]: value } })
                            }
                          />
                        ))}
                        {running}
                      </FieldRow>
                    </>
                  )}
                </fieldset>
              );
            })}
            <Meta id="quote-change-note">
              Your change updates this same request and its estimate; your agent sees it. To change the route, reply to
              your confirmation e-mail or call us.
            </Meta>
            <div aria-live="polite">
              {notice ? (
                <Alert variant={notice.variant} role={notice.variant === 'error' ? 'alert' : 'status'}>
                  <p>{notice.text}</p>
                </Alert>
              ) : null}
            </div>
            <Button type="submit" block aria-disabled={saving}>
              {saving ? 'Updating…' : 'Update my estimate'}
            </Button>
          </ChangeForm>
        ) : null}
      </Card>
    </Layout>
  );
}

/** The choices of a fact answered from a list; none for a number. */
function factOptions(fact: FactKey): { value: string; label: string }[] | null {
  if (isYesNoFact(fact))
    return [
      { value: 'Yes', label: 'Yes' },
      { value: 'No', label: 'No' },
    ];
  if (fact === 'rvType') return RV_TYPES.map((type) => ({ value: type, label: RV_TYPE_LABELS[type] }));
  if (fact === 'containerSize') return CONTAINER_SIZES.map((size) => ({ value: size, label: `${size} ft` }));
  return null;
}

/** One fact of a vehicle's category on the page: a number typed in decimal feet or pounds, or a choice. */
function FactField(props: {
  id: string;
  fact: FactKey;
  required: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { id, fact, required, value, error, onChange } = props;
  const options = factOptions(fact);
  const common = {
    id,
    value,
    'aria-required': required,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${id}-error`,
  };
  return (
    <FieldBox>
      <FieldLabel htmlFor={id}>
        {FACT_LABELS[fact]}
        {required ? null : ', optional'}
      </FieldLabel>
      {options ? (
        <Select {...common} onChange={(event) => onChange(event.target.value)}>
          {value ? null : <option value="">Select</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
        <TextInput {...common} inputMode="decimal" onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </FieldBox>
  );
}
