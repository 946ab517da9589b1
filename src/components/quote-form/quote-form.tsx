import React, { useEffect, useMemo, useReducer, useRef, type FormEvent } from 'react';
import { QUOTE_LABELS, type QuoteLabels } from '../../quote/messages';
import { placeOf, type LocationSuggestion } from '../../quote/places';
import { newIdempotencyKey, type QuoteOutcome } from '../../quote/quote-outcome';
import { loadPhoneCheck } from '../../quote/phone-check';
import type { PlaceSide, QuoteValues, QuoteVehicle, VehicleRules } from '../../quote/quote-values';
import { checkContactField, STEP_COUNT, type ContactField, type QuoteErrors } from '../../quote/step-schemas';
import { toEmbeddedSubmission, type EmbeddedSubmission } from '../../quote/submission';
import type { VehicleCategory } from '../../quote/vehicle-categories';
import { initialWizardState, submitCheck, wizardReducer } from '../../quote/wizard-state';
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

/** Under a 429 (a rate limit): the quote stays in the form, to send later or read out on the phone. */
export const LIMIT_NOTE = 'Nothing you typed is lost: it stays in the form.';

/**
 * The quote form (SPEC §2 "The quote form", §4, §5): three steps, each checked by its own yup
 * schema (src/quote/step-schemas.ts, built from the rules the server uses too). What the wizard
 * holds and how it changes is src/quote/wizard-state.ts; this component renders that state,
 * dispatches what the visitor does, sends the quote and moves focus where the state asks.
 */
export function QuoteForm(props: QuoteFormProps) {
  const { id, variant = 'wizard', startInternational = false, category } = props;
  const rules: VehicleRules = useMemo(
    () => ({ requireDetails: variant === 'booking', ...(category ? { category } : {}) }),
    [variant, category],
  );
  const labels: QuoteLabels = useMemo(() => ({ ...QUOTE_LABELS, ...props.labels }), [props.labels]);
  const [state, dispatch] = useReducer(wizardReducer, undefined, () => initialWizardState(rules, startInternational));
  const { values, step, errors, outcome } = state;
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
  const { focus } = state;
  useEffect(() => {
    if (!focus) return;
    if (focus.kind === 'heading') stepHeading.current?.focus();
    else if (focus.kind === 'result') resultHeading.current?.focus();
    else if (focus.kind === 'alert') alertBox.current?.focus();
    else fields.current.get(focus.key)?.focus();
  }, [focus]);

  const fieldRef = (key: string) => (element: HTMLElement | null) => {
    if (element) fields.current.set(key, element);
    else fields.current.delete(key);
  };

  const send = async (sent: QuoteValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // The phone number's full check (offline, the server's answer stands in for it).
    await loadPhoneCheck().catch(() => undefined);
    const check = submitCheck(sent, state.rules);
    dispatch({ type: 'submit', check });
    if (!check.ok) {
      inFlight.current = false;
      return;
    }
    const fingerprint = JSON.stringify(sent);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = {
        fingerprint,
        key: newIdempotencyKey(),
        submission: toEmbeddedSubmission(sent, Date.now() - startedAt.current),
      };
    }
    const { key, submission } = attempt.current;
    let result: QuoteOutcome;
    try {
      result = await props.onSubmit(submission, { idempotencyKey: key, values: sent });
    } catch {
      result = {
        kind: 'failed',
        status: 500,
        message: 'We could not send your request. Nothing you typed is lost: try again, or call us.',
        uncertain: true,
      };
    } finally {
      inFlight.current = false;
    }
    dispatch({ type: 'answered', outcome: result });
    if (result.kind === 'accepted') {
      attempt.current = null;
      startedAt.current = Date.now();
      props.onAccepted?.(result);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step < STEP_COUNT) dispatch({ type: 'next' });
    else void send(values);
  };

  const loading = state.sending || state.locked;
  const switchMode = (international: boolean) => dispatch({ type: 'switch-mode', international });
  const onPlaceTyped = (side: PlaceSide, text: string) => dispatch({ type: 'type-place', side, text });
  const onPlaceChosen = (side: PlaceSide, suggestion: LocationSuggestion) =>
    dispatch({ type: 'choose-place', side, place: placeOf(suggestion) });
  const onChange = <K extends keyof QuoteValues>(field: K, value: QuoteValues[K]) =>
    dispatch({ type: 'edit', patch: { [field]: value }, clear: [field as keyof QuoteErrors] });
  const onVehicleChange = (patch: Partial<QuoteVehicle>, clear: (keyof QuoteErrors)[]) =>
    dispatch({ type: 'edit-vehicle', patch, clear });
  const onCategory = (chosen: VehicleCategory | '') => dispatch({ type: 'choose-category', category: chosen });
  const onAdd = () => {
    // SPEC §4: blocked while any input or select of the step fails its native validity.
    const controls = panel.current ? Array.from(panel.current.querySelectorAll('input, select')) : [];
    const nativeValid = controls.every((control) => (control as HTMLInputElement).checkValidity());
    dispatch({ type: 'add-vehicle', nativeValid });
  };
  const onRemove = (index?: number) => dispatch({ type: 'remove-vehicle', index });
  const onSelectVehicle = (index: number) => dispatch({ type: 'select-vehicle', index });
  const onSaveVehicle = () => dispatch({ type: 'save-vehicle' });
  // SPEC §5: contact fields are checked on each keystroke.
  const onContactType = (field: ContactField, value: string) =>
    dispatch({ type: 'type-contact', field, value, message: checkContactField(field, value) });

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
          subject={state.acceptedSubject}
          phone={props.phone}
          proof={props.credentials ? <CredentialsLine credentials={props.credentials} /> : null}
          redirecting={Boolean(accepted.url)}
          note={props.acceptedNote}
          headingRef={resultHeading}
          onAnother={() => dispatch({ type: 'another-quote' })}
        />
      ) : (
        <form
          noValidate
          aria-busy={loading}
          // The form's own title first, so two quote forms on a page have different names.
          aria-labelledby={[props.title ? `${id}-title` : null, `${id}-step-${step}-title`].filter(Boolean).join(' ')}
          onSubmit={onSubmit}
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
                  shippingOptions={state.shippingOptions}
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
                selected={Math.min(state.selected, values.Vehicles.length - 1)}
                editorOpen={state.editorOpen}
                editingNew={state.editingNew}
                lookups={props.lookups}
                requireDetails={rules.requireDetails}
                onVehicleChange={onVehicleChange}
                onCategory={onCategory}
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
                onSmsUpdates={(agreed) => dispatch({ type: 'edit', patch: { sms_updates: agreed } })}
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
                onChange={(event) => dispatch({ type: 'edit', patch: { website: event.target.value } })}
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
                  <PrimaryButton type="button" onClick={() => void send(values)} disabled={state.sending}>
                    Try again
                  </PrimaryButton>
                  <SecondaryButton type="button" onClick={() => dispatch({ type: 'edit-request' })}>
                    Edit my request
                  </SecondaryButton>
                </AlertActions>
              ) : null}
            </Alert>
          ) : null}
          <Actions>
            {step > 1 ? (
              <SecondaryButton type="button" onClick={() => dispatch({ type: 'back' })} disabled={loading}>
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
            <PaginationDots
              current={step}
              reached={state.reached}
              onGo={(target) => dispatch({ type: 'go-to', target })}
            />
          ) : null}
        </form>
      )}
    </FormCard>
  );
}
