import { Formik, type FormikHelpers, type FormikProps } from 'formik';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import type { ShippingMethod } from '../../quote/field-rules';
import { QUOTE_LABELS, type QuoteLabels } from '../../quote/messages';
import { placeOf, type LocationSuggestion } from '../../quote/places';
import { newIdempotencyKey, type QuoteOutcome } from '../../quote/quote-outcome';
import { loadPhoneCheck } from '../../quote/phone-check';
import {
  ALL_SHIPPING_METHODS,
  initialQuoteValues,
  placeValues,
  quoteSubject,
  shippingMethodsFrom,
  typedPlaceValues,
  valuesAfterModeSwitch,
  valuesAfterSubmit,
  withAddedVehicle,
  withRemovedVehicle,
  type PlaceSide,
  type QuoteValues,
  type QuoteVehicle,
  type VehicleRules,
} from '../../quote/quote-values';
import {
  checkContactField,
  checkStep,
  STEP_COUNT,
  stepOfField,
  VEHICLE_ERROR_KEYS,
  type ContactField,
  type QuoteErrorKey,
  type QuoteErrors,
  type StepNumber,
} from '../../quote/step-schemas';
import { toEmbeddedSubmission, type EmbeddedSubmission } from '../../quote/submission';
import { ContactStep } from './contact-step';
import {
  Actions,
  Alert,
  AlertActions,
  Counter,
  Description,
  Fieldset,
  FormCard,
  FormTitle,
  Honeypot,
  ModeButton,
  ModeSwitch,
  PrimaryButton,
  SecondaryButton,
  StepTitle,
} from './quote-form.styles';
import { CredentialsLine } from '../broker-proof';
import { QuoteResult } from './quote-result';
import { RouteStep } from './route-step';
import type { QuoteFormProps, QuoteStepProps } from './types';
import { VehiclesStep } from './vehicles-step';
import { NumberedSteps, PaginationDots, STEP_TITLES } from './wizard-progress';

type Accepted = Extract<QuoteOutcome, { kind: 'accepted' }>;
type FocusRequest =
  { kind: 'heading' } | { kind: 'field'; key: QuoteErrorKey } | { kind: 'result' } | { kind: 'alert' };

/** The order fields are asked in, so focus goes to the first one that needs attention. */
const FIELD_ORDER: readonly QuoteErrorKey[] = [
  'origin_postal_code',
  'destination_postal_code',
  'ship_date',
  'transport_type',
  'shipping_method',
  'Year',
  'Make',
  'Model',
  'Type',
  'Inop',
  'first_name',
  'email',
  'phone',
];

/** Under a 429 (a rate limit): the quote stays in the form, to send later or read out on the phone. */
export const LIMIT_NOTE = 'Nothing you typed is lost: it stays in the form.';

const firstErrorKey = (errors: QuoteErrors) => FIELD_ORDER.find((key) => errors[key]);
const withoutKeys = (errors: QuoteErrors, keys: readonly (keyof QuoteErrors)[]) => {
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
};

/**
 * The quote form (SPEC §2 "The quote form", §4, §5): one Formik instance, three steps, each with
 * its own yup schema (src/quote/step-schemas.ts, built from the rules the server uses too).
 */
export function QuoteForm(props: QuoteFormProps) {
  const { id, variant = 'wizard', startInternational = false } = props;
  const rules: VehicleRules = useMemo(() => ({ requireDetails: variant === 'booking' }), [variant]);
  const labels: QuoteLabels = useMemo(() => ({ ...QUOTE_LABELS, ...props.labels }), [props.labels]);
  const [step, setStep] = useState<StepNumber>(1);
  const [reached, setReached] = useState<StepNumber>(1);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [selected, setSelected] = useState(0);
  const [editorOpen, setEditorOpen] = useState(false);
  const [editingNew, setEditingNew] = useState(false);
  const [shippingOptions, setShippingOptions] = useState<readonly ShippingMethod[]>(ALL_SHIPPING_METHODS);
  const [outcome, setOutcome] = useState<QuoteOutcome | null>(null);
  /** What the accepted quote was for (the form has reset by the time its result shows). */
  const [acceptedSubject, setAcceptedSubject] = useState('');
  /** SPEC §4: after an answer without a status the loading flag stays on until the visitor acts. */
  const [locked, setLocked] = useState(false);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const fields = useRef(new Map<string, HTMLElement>());
  const panel = useRef<HTMLFieldSetElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const startedAt = useRef(0);
  const inFlight = useRef(false);
  const attempt = useRef<{ fingerprint: string; key: string; submission: EmbeddedSubmission } | null>(null);
  const { onWarmUp } = props;

  useEffect(() => {
    startedAt.current = Date.now();
    onWarmUp?.();
  }, [onWarmUp]);

  // Each request is a new object: the effect runs once for it, after the render that shows its target.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.kind === 'heading') stepHeading.current?.focus();
    else if (focusRequest.kind === 'result') resultHeading.current?.focus();
    else if (focusRequest.kind === 'alert') alertBox.current?.focus();
    else fields.current.get(focusRequest.key)?.focus();
  }, [focusRequest]);

  const fieldRef = (key: string) => (element: HTMLElement | null) => {
    if (element) fields.current.set(key, element);
    else fields.current.delete(key);
  };

  const showErrors = (found: QuoteErrors, vehicleIndex: number | null) => {
    setErrors(found);
    if (vehicleIndex !== null && vehicleIndex !== selected) {
      setSelected(vehicleIndex);
      setEditingNew(false);
    }
    if (vehicleIndex !== null) setEditorOpen(true);
    const key = firstErrorKey(found);
    if (key) setFocusRequest({ kind: 'field', key });
  };

  const resetAfterAccepted = (values: QuoteValues, formik: FormikHelpers<QuoteValues>, accepted: Accepted) => {
    // SPEC §4: back to step 1, one empty vehicle, no date or door/port choice, all three options.
    formik.resetForm({ values: valuesAfterSubmit(values, rules) });
    setStep(1);
    setReached(1);
    setSelected(0);
    setEditorOpen(false);
    setEditingNew(false);
    setShippingOptions(ALL_SHIPPING_METHODS);
    setErrors({});
    setLocked(false);
    attempt.current = null;
    startedAt.current = Date.now();
    setAcceptedSubject(quoteSubject(values));
    setOutcome(accepted);
    setFocusRequest({ kind: 'result' });
    props.onAccepted?.(accepted);
  };

  const send = async (values: QuoteValues, formik: FormikHelpers<QuoteValues>) => {
    if (inFlight.current) return;
    // The phone number's full check (offline, the server's answer stands in for it).
    await loadPhoneCheck().catch(() => undefined);
    // Every step again: a date can pass while the visitor fills the rest.
    for (const s of [1, 2, 3] as const) {
      const check = checkStep(s, values, rules);
      if (Object.keys(check.errors).length) {
        setStep(s);
        showErrors(check.errors, check.vehicleIndex);
        return;
      }
    }
    const fingerprint = JSON.stringify(values);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = {
        fingerprint,
        key: newIdempotencyKey(),
        submission: toEmbeddedSubmission(values, Date.now() - startedAt.current),
      };
    }
    const { key, submission } = attempt.current;
    inFlight.current = true;
    setSending(true);
    setOutcome(null);
    let result: QuoteOutcome;
    try {
      result = await props.onSubmit(submission, { idempotencyKey: key, values });
    } catch {
      result = {
        kind: 'failed',
        status: 500,
        message: 'We could not send your request. Nothing you typed is lost: try again, or call us.',
        uncertain: true,
      };
    } finally {
      inFlight.current = false;
      setSending(false);
    }
    if (result.kind === 'accepted') {
      resetAfterAccepted(values, formik, result);
      return;
    }
    setOutcome(result);
    if (result.kind === 'invalid') {
      setLocked(false);
      const first = firstErrorKey(result.errors);
      if (first) {
        setStep(stepOfField(first));
        showErrors(result.errors, result.vehicleIndex);
      } else setFocusRequest({ kind: 'alert' });
      return;
    }
    setLocked(result.uncertain);
    setFocusRequest({ kind: 'alert' });
  };

  return (
    <Formik<QuoteValues>
      initialValues={initialQuoteValues(rules, startInternational)}
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values, formik) => {
        if (step < STEP_COUNT) next(values);
        else await send(values, formik);
      }}
    >
      {(formik) => {
        const { values } = formik;
        const loading = sending || formik.isSubmitting || locked;
        return renderForm(formik, values, loading);
      }}
    </Formik>
  );

  function next(values: QuoteValues) {
    const check = checkStep(step, values, rules);
    if (Object.keys(check.errors).length) {
      showErrors(check.errors, check.vehicleIndex);
      return;
    }
    const following = (step + 1) as StepNumber;
    setErrors({});
    setOutcome(null);
    setEditorOpen(false);
    setEditingNew(false);
    setStep(following);
    setReached((current) => (following > current ? following : current));
    setFocusRequest({ kind: 'heading' });
  }

  function renderForm(formik: FormikProps<QuoteValues>, values: QuoteValues, loading: boolean) {
    const setValues = (patch: Partial<QuoteValues>) => formik.setValues({ ...values, ...patch }, false);

    const back = () => {
      setErrors({});
      setOutcome(null);
      setStep((current) => (current > 1 ? ((current - 1) as StepNumber) : current));
      setFocusRequest({ kind: 'heading' });
    };

    const goTo = (target: StepNumber) => {
      if (target === step) return;
      if (target < step) {
        setErrors({});
        setOutcome(null);
        setStep(target);
        setFocusRequest({ kind: 'heading' });
        return;
      }
      for (let s = step; s < target; s += 1) {
        const check = checkStep(s as StepNumber, values, rules);
        if (Object.keys(check.errors).length) {
          setStep(s as StepNumber);
          showErrors(check.errors, check.vehicleIndex);
          return;
        }
      }
      setErrors({});
      setStep(target);
      setFocusRequest({ kind: 'heading' });
    };

    const switchMode = (international: boolean) => {
      if (international === values.isInternational) return;
      formik.setValues(valuesAfterModeSwitch(values, international, rules), false);
      setStep(1);
      setReached(1);
      setErrors({});
      setSelected(0);
      setEditorOpen(false);
      setEditingNew(false);
      setOutcome(null);
      if (!international) setShippingOptions(ALL_SHIPPING_METHODS);
    };

    const onPlaceTyped = (side: PlaceSide, text: string) => {
      setValues(typedPlaceValues(side, text));
      // SPEC §5: the error clears once the typed text exceeds 3 characters.
      if (text.trim().length > 3) setErrors((current) => withoutKeys(current, [`${side}_postal_code`]));
    };

    const onPlaceChosen = (side: PlaceSide, suggestion: LocationSuggestion) => {
      const place = placeOf(suggestion);
      if (side === 'origin') {
        const methods = shippingMethodsFrom(place.country);
        setShippingOptions(methods.options);
        setValues({ ...placeValues(side, place), shipping_method: methods.preselected });
        setErrors((current) => withoutKeys(current, ['origin_postal_code', 'shipping_method']));
      } else {
        setValues(placeValues(side, place));
        setErrors((current) => withoutKeys(current, ['destination_postal_code']));
      }
    };

    const onChange = <K extends keyof QuoteValues>(field: K, value: QuoteValues[K]) => {
      void formik.setFieldValue(field, value, false);
      setErrors((current) => withoutKeys(current, [field as keyof QuoteErrors]));
    };

    const setVehicles = (vehicles: QuoteVehicle[]) => void formik.setFieldValue('Vehicles', vehicles, false);

    const onVehicleChange = (patch: Partial<QuoteVehicle>, clear: (keyof QuoteErrors)[]) => {
      setVehicles(values.Vehicles.map((item, index) => (index === selected ? { ...item, ...patch } : item)));
      setErrors((current) => withoutKeys(current, clear));
    };

    const onAdd = () => {
      // SPEC §4: blocked while any input or select of the step fails its native validity.
      const controls = panel.current ? Array.from(panel.current.querySelectorAll('input, select')) : [];
      const nativeValid = controls.every((control) => (control as HTMLInputElement).checkValidity());
      const check = checkStep(2, values, rules);
      if (!nativeValid || Object.keys(check.errors).length) {
        showErrors(check.errors, check.vehicleIndex);
        return;
      }
      const added = withAddedVehicle(values.Vehicles, rules);
      setVehicles(added.vehicles);
      setSelected(added.selected);
      setEditorOpen(true);
      setEditingNew(true);
      setErrors((current) => withoutKeys(current, VEHICLE_ERROR_KEYS));
      setFocusRequest({ kind: 'field', key: 'Year' });
    };

    const onRemove = (index?: number) => {
      const removed = withRemovedVehicle(values.Vehicles, selected, rules, index);
      setVehicles(removed.vehicles);
      setSelected(removed.selected);
      setEditorOpen(false);
      setEditingNew(false);
      setErrors((current) => withoutKeys(current, VEHICLE_ERROR_KEYS));
    };

    const onSelectVehicle = (index: number) => {
      setSelected(index);
      setEditorOpen(true);
      setEditingNew(false);
      setErrors((current) => withoutKeys(current, VEHICLE_ERROR_KEYS));
      setFocusRequest({ kind: 'field', key: 'Year' });
    };

    const onSaveVehicle = () => {
      const check = checkStep(2, values, rules);
      if (Object.keys(check.errors).length) {
        showErrors(check.errors, check.vehicleIndex);
        return;
      }
      setEditorOpen(false);
      setEditingNew(false);
    };

    const onContactType = (field: ContactField, value: string) => {
      void formik.setFieldValue(field, value, false);
      // SPEC §5: checked on each keystroke.
      const message = checkContactField(field, value);
      setErrors((current) => (message ? { ...current, [field]: message } : withoutKeys(current, [field])));
    };

    const headingLevel = props.headingLevel ?? 2;
    const stepHeadingTag = `h${props.title ? headingLevel + 1 : headingLevel}` as 'h2' | 'h3' | 'h4';
    const accepted = outcome?.kind === 'accepted' ? outcome : null;
    const failure = outcome && outcome.kind !== 'accepted' ? outcome : null;
    const stepProps: QuoteStepProps = { formId: id, errors, labels, fieldRef };
    const nextLabel = props.nextStepCounter ? `${labels.nextStep}: ${step + 1} / ${STEP_COUNT}` : labels.nextStep;

    return (
      <FormCard id={id} $busy={loading} onMouseEnter={onWarmUp}>
        {props.title ? (
          <FormTitle as={`h${headingLevel}`} id={`${id}-title`}>
            <span>{values.isInternational ? labels.international : props.title.first}</span>
            {props.title.rest ? ` ${props.title.rest}` : null}
          </FormTitle>
        ) : null}
        {accepted ? (
          <QuoteResult
            formId={id}
            outcome={accepted}
            subject={acceptedSubject}
            phone={props.phone}
            proof={props.credentials ? <CredentialsLine credentials={props.credentials} /> : null}
            redirecting={Boolean(accepted.url)}
            note={props.acceptedNote}
            headingRef={resultHeading}
            onAnother={() => {
              setOutcome(null);
              setFocusRequest({ kind: 'heading' });
            }}
          />
        ) : (
          <form
            noValidate
            aria-busy={loading}
            // The form's own title first, so two quote forms on a page have different names.
            aria-labelledby={[props.title ? `${id}-title` : null, `${id}-step-${step}-title`].filter(Boolean).join(' ')}
            onSubmit={formik.handleSubmit}
          >
            <Fieldset disabled={loading} ref={panel} id={`${id}-step-${step}`} className={`step-${step}`}>
              {variant === 'booking' ? <NumberedSteps current={step} /> : null}
              <StepTitle as={stepHeadingTag} id={`${id}-step-${step}-title`} ref={stepHeading} tabIndex={-1}>
                {STEP_TITLES[step]}
              </StepTitle>
              {step === 1 ? (
                <>
                  {props.description ? <Description>{props.description}</Description> : null}
                  <ModeSwitch role="group" aria-label="Where is the vehicle going?">
                    <ModeButton type="button" aria-pressed={!values.isInternational} onClick={() => switchMode(false)}>
                      {labels.domestic}
                    </ModeButton>
                    <ModeButton type="button" aria-pressed={values.isInternational} onClick={() => switchMode(true)}>
                      {labels.international}
                    </ModeButton>
                  </ModeSwitch>
                  <RouteStep
                    {...stepProps}
                    values={values}
                    lookups={props.lookups}
                    shippingOptions={shippingOptions}
                    onPlaceTyped={onPlaceTyped}
                    onPlaceChosen={onPlaceChosen}
                    onChange={onChange}
                  />
                </>
              ) : null}
              {step === 2 ? (
                <VehiclesStep
                  {...stepProps}
                  vehicles={values.Vehicles}
                  selected={Math.min(selected, values.Vehicles.length - 1)}
                  editorOpen={editorOpen}
                  editingNew={editingNew}
                  lookups={props.lookups}
                  requireDetails={rules.requireDetails}
                  onVehicleChange={onVehicleChange}
                  onAdd={onAdd}
                  onRemove={onRemove}
                  onSelect={onSelectVehicle}
                  onSaveVehicle={onSaveVehicle}
                />
              ) : null}
              {step === 3 ? (
                <ContactStep
                  {...stepProps}
                  values={values}
                  onType={onContactType}
                  onSmsUpdates={(agreed) => void formik.setFieldValue('sms_updates', agreed, false)}
                />
              ) : null}
              <Honeypot aria-hidden="true">
                <label htmlFor={`${id}-website`}>Leave this field empty</label>
                <input
                  id={`${id}-website`}
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  value={values.website}
                  onChange={(event) => void formik.setFieldValue('website', event.target.value, false)}
                />
              </Honeypot>
            </Fieldset>
            {failure ? (
              <Alert $tone="error" role="alert" ref={alertBox} tabIndex={-1} style={{ marginTop: '1rem' }}>
                <p>{failure.message}</p>
                {failure.status === 429 ? <p>{LIMIT_NOTE}</p> : null}
                {props.phone ? (
                  <p>
                    Call us: <a href={props.phone.href}>{props.phone.number}</a>
                  </p>
                ) : null}
                {failure.kind === 'failed' && failure.uncertain ? (
                  <AlertActions>
                    <PrimaryButton
                      type="button"
                      onClick={() => void formik.submitForm()}
                      disabled={formik.isSubmitting}
                    >
                      Try again
                    </PrimaryButton>
                    <SecondaryButton
                      type="button"
                      onClick={() => {
                        setLocked(false);
                        setOutcome(null);
                      }}
                    >
                      Edit my request
                    </SecondaryButton>
                  </AlertActions>
                ) : null}
              </Alert>
            ) : null}
            <Actions>
              {step > 1 ? (
                <SecondaryButton type="button" onClick={back} disabled={loading}>
                  {labels.back}
                </SecondaryButton>
              ) : null}
              {props.counter ? <Counter aria-hidden="true">{`${step} / ${STEP_COUNT}`}</Counter> : null}
              {step < STEP_COUNT ? (
                <PrimaryButton type="submit" disabled={loading}>
                  {nextLabel}
                </PrimaryButton>
              ) : (
                <PrimaryButton type="submit" disabled={loading}>
                  {labels.submit}
                </PrimaryButton>
              )}
            </Actions>
            {props.pagination && variant !== 'booking' ? (
              <PaginationDots current={step} reached={reached} onGo={goTo} />
            ) : null}
          </form>
        )}
      </FormCard>
    );
  }
}
