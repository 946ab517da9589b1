import type { ShippingMethod } from './field-rules';
import type { Place } from './quote-values';
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
  withCategory,
  withRemovedVehicle,
  type PlaceSide,
  type QuoteValues,
  type QuoteVehicle,
  type VehicleRules,
} from './quote-values';
import type { QuoteOutcome } from './quote-outcome';
import {
  checkStep,
  CONTACT_FIELDS,
  FACT_ERROR_KEYS,
  STEP_COUNT,
  stepOfField,
  VEHICLE_ERROR_KEYS,
  type QuoteErrorKey,
  type QuoteErrors,
  type StepCheck,
  type StepNumber,
} from './step-schemas';
import type { VehicleCategory } from './vehicle-categories';

/**
 * The quote wizard's state and its transitions (SPEC §4), as a reducer: every change the visitor
 * or an answer makes is one named action, so each can be tested without a page. The form
 * (src/components/quote-form/quote-form.tsx) renders the state and dispatches; what it does
 * outside (sending, focusing) it reads from the state.
 */

/** Where focus goes after a transition: a new object each time, so the form moves focus once per request. */
export type FocusRequest =
  { kind: 'heading' } | { kind: 'field'; key: QuoteErrorKey } | { kind: 'result' } | { kind: 'alert' };

export interface WizardState {
  rules: VehicleRules;
  values: QuoteValues;
  step: StepNumber;
  /** The furthest step reached (the pagination dots go back to any of them). */
  reached: StepNumber;
  errors: QuoteErrors;
  /** The vehicle the editor shows. */
  selected: number;
  /** With several vehicles the editor shows one at a time, opened from the list. */
  editorOpen: boolean;
  /** The open vehicle was just added ('+ Add this vehicle' rather than 'Save Changes'). */
  editingNew: boolean;
  shippingOptions: readonly ShippingMethod[];
  /** The last answer to a submit: shown until the visitor acts. */
  outcome: QuoteOutcome | null;
  /** What the accepted quote was for (the form has reset by the time its result shows). */
  acceptedSubject: string;
  /** A quote is on its way. */
  sending: boolean;
  /** SPEC §4: after an answer without a status the loading flag stays on until the visitor acts. */
  locked: boolean;
  focus: FocusRequest | null;
}

type Accepted = Extract<QuoteOutcome, { kind: 'accepted' }>;

export type WizardAction =
  | { type: 'switch-mode'; international: boolean }
  | { type: 'edit'; patch: Partial<QuoteValues>; clear?: readonly QuoteErrorKey[] }
  | { type: 'type-place'; side: PlaceSide; text: string }
  | { type: 'choose-place'; side: PlaceSide; place: Place }
  /** A contact field typed: its message comes from the keystroke check (SPEC §5). */
  | { type: 'type-contact'; field: 'first_name' | 'email' | 'phone'; value: string; message: string | undefined }
  | { type: 'edit-vehicle'; patch: Partial<QuoteVehicle>; clear: readonly QuoteErrorKey[] }
  | { type: 'choose-category'; category: VehicleCategory | '' }
  /** `nativeValid`: every input and select of the step passes the browser's own validity (SPEC §4). */
  | { type: 'add-vehicle'; nativeValid: boolean }
  | { type: 'select-vehicle'; index: number }
  | { type: 'remove-vehicle'; index?: number }
  | { type: 'save-vehicle' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'go-to'; target: StepNumber }
  /** `check`: the whole quote's check (submitCheck), made once the phone check has loaded. */
  | { type: 'submit'; check: SubmitCheck }
  | { type: 'answered'; outcome: QuoteOutcome }
  /** 'Edit my request' under an uncertain failure: the form is the visitor's again. */
  | { type: 'edit-request' }
  /** 'Get another quote' under the result. */
  | { type: 'another-quote' }
  | { type: 'reset'; international?: boolean };

export const initialWizardState = (rules: VehicleRules, international = false): WizardState => ({
  rules,
  values: initialQuoteValues(rules, international),
  step: 1,
  reached: 1,
  errors: {},
  selected: 0,
  editorOpen: false,
  editingNew: false,
  shippingOptions: ALL_SHIPPING_METHODS,
  outcome: null,
  acceptedSubject: '',
  sending: false,
  locked: false,
  focus: null,
});

/** The order fields are asked in, so focus goes to the first one that needs attention. */
const FIELD_ORDER: readonly QuoteErrorKey[] = [
  'origin_postal_code',
  'destination_postal_code',
  'ship_date',
  'transport_type',
  'shipping_method',
  // The category (SPEC's type select) comes first on step 2, then what it is, then its facts.
  'Type',
  'Year',
  'Make',
  'Model',
  ...FACT_ERROR_KEYS,
  'Inop',
  ...CONTACT_FIELDS,
];

export const firstErrorKey = (errors: QuoteErrors) => FIELD_ORDER.find((key) => errors[key]);

const withoutKeys = (errors: QuoteErrors, keys: readonly QuoteErrorKey[]) => {
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
};

const hasErrors = (check: StepCheck) => Object.keys(check.errors).length > 0;

/** The errors shown, with the vehicle they belong to opened in the editor and focus on the first. */
function showingErrors(state: WizardState, errors: QuoteErrors, vehicleIndex: number | null): WizardState {
  const key = firstErrorKey(errors);
  const otherVehicle = vehicleIndex !== null && vehicleIndex !== state.selected;
  return {
    ...state,
    errors,
    ...(otherVehicle ? { selected: vehicleIndex, editingNew: false } : {}),
    ...(vehicleIndex !== null ? { editorOpen: true } : {}),
    focus: key ? { kind: 'field', key } : state.focus,
  };
}

/** The whole quote's check before it is sent: the first step that fails, with its errors. */
export type SubmitCheck = { ok: true } | { ok: false; step: StepNumber; check: StepCheck };

/** Every step again: a date can pass while the visitor fills the rest. */
export function submitCheck(values: QuoteValues, rules: VehicleRules): SubmitCheck {
  for (const step of [1, 2, 3] as const) {
    const check = checkStep(step, values, rules);
    if (hasErrors(check)) return { ok: false, step, check };
  }
  return { ok: true };
}

const selectedIndex = (state: WizardState) => Math.min(state.selected, state.values.Vehicles.length - 1);

const withSelectedVehicle = (state: WizardState, change: (vehicle: QuoteVehicle) => QuoteVehicle): QuoteValues => ({
  ...state.values,
  Vehicles: state.values.Vehicles.map((vehicle, index) => (index === selectedIndex(state) ? change(vehicle) : vehicle)),
});

function afterAccepted(state: WizardState, accepted: Accepted): WizardState {
  // SPEC §4: back to step 1, one empty vehicle, no date or door/port choice, all three options.
  return {
    ...initialWizardState(state.rules),
    values: valuesAfterSubmit(state.values, state.rules),
    acceptedSubject: quoteSubject(state.values),
    outcome: accepted,
    focus: { kind: 'result' },
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'switch-mode': {
      // SPEC §4: step 1, no errors, one blank vehicle, no date or shipping method; domestic gets every option back.
      if (action.international === state.values.isInternational) return state;
      return {
        ...state,
        values: valuesAfterModeSwitch(state.values, action.international, state.rules),
        step: 1,
        reached: 1,
        errors: {},
        selected: 0,
        editorOpen: false,
        editingNew: false,
        outcome: null,
        shippingOptions: action.international ? state.shippingOptions : ALL_SHIPPING_METHODS,
      };
    }

    case 'edit':
      return {
        ...state,
        values: { ...state.values, ...action.patch },
        errors: action.clear ? withoutKeys(state.errors, action.clear) : state.errors,
      };

    case 'type-place': {
      // Typing un-chooses the place; SPEC §5: the error clears once the typed text exceeds 3 characters.
      const key = `${action.side}_postal_code` as const;
      return {
        ...state,
        values: { ...state.values, ...typedPlaceValues(action.side, action.text) },
        errors: action.text.trim().length > 3 ? withoutKeys(state.errors, [key]) : state.errors,
      };
    }

    case 'choose-place': {
      if (action.side === 'destination') {
        return {
          ...state,
          values: { ...state.values, ...placeValues('destination', action.place) },
          errors: withoutKeys(state.errors, ['destination_postal_code']),
        };
      }
      // SPEC §4: the origin's country decides the shipping-method options and the preselected one.
      const methods = shippingMethodsFrom(action.place.country);
      return {
        ...state,
        shippingOptions: methods.options,
        values: { ...state.values, ...placeValues('origin', action.place), shipping_method: methods.preselected },
        errors: withoutKeys(state.errors, ['origin_postal_code', 'shipping_method']),
      };
    }

    case 'type-contact':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: action.message
          ? { ...state.errors, [action.field]: action.message }
          : withoutKeys(state.errors, [action.field]),
      };

    case 'edit-vehicle':
      return {
        ...state,
        values: withSelectedVehicle(state, (vehicle) => ({ ...vehicle, ...action.patch })),
        errors: withoutKeys(state.errors, action.clear),
      };

    case 'choose-category':
      // The category is the vehicle type's choice: its error is Type's; the other vehicle fields start afresh.
      return {
        ...state,
        values: withSelectedVehicle(state, (vehicle) => withCategory(vehicle, action.category)),
        errors: withoutKeys(state.errors, VEHICLE_ERROR_KEYS),
      };

    case 'add-vehicle': {
      // SPEC §4: blocked while any input or select of the step fails its native validity.
      const check = checkStep(2, state.values, state.rules);
      if (!action.nativeValid || hasErrors(check)) return showingErrors(state, check.errors, check.vehicleIndex);
      const added = withAddedVehicle(state.values.Vehicles, state.rules);
      return {
        ...state,
        values: { ...state.values, Vehicles: added.vehicles },
        selected: added.selected,
        editorOpen: true,
        editingNew: true,
        errors: withoutKeys(state.errors, VEHICLE_ERROR_KEYS),
        focus: { kind: 'field', key: 'Type' },
      };
    }

    case 'select-vehicle':
      return {
        ...state,
        selected: action.index,
        editorOpen: true,
        editingNew: false,
        errors: withoutKeys(state.errors, VEHICLE_ERROR_KEYS),
        focus: { kind: 'field', key: 'Type' },
      };

    case 'remove-vehicle': {
      const removed = withRemovedVehicle(state.values.Vehicles, state.selected, state.rules, action.index);
      return {
        ...state,
        values: { ...state.values, Vehicles: removed.vehicles },
        selected: removed.selected,
        editorOpen: false,
        editingNew: false,
        errors: withoutKeys(state.errors, VEHICLE_ERROR_KEYS),
      };
    }

    case 'save-vehicle': {
      // SPEC §4: with several vehicles, 'Save Changes' or '+ Add this vehicle' validates the step, then hides the editor.
      const check = checkStep(2, state.values, state.rules);
      if (hasErrors(check)) return showingErrors(state, check.errors, check.vehicleIndex);
      return { ...state, editorOpen: false, editingNew: false };
    }

    case 'next': {
      // SPEC §4: Next advances only if the current step is valid.
      if (state.step >= STEP_COUNT) return state;
      const check = checkStep(state.step, state.values, state.rules);
      if (hasErrors(check)) return showingErrors(state, check.errors, check.vehicleIndex);
      const following = (state.step + 1) as StepNumber;
      return {
        ...state,
        step: following,
        reached: following > state.reached ? following : state.reached,
        errors: {},
        outcome: null,
        editorOpen: false,
        editingNew: false,
        focus: { kind: 'heading' },
      };
    }

    case 'back':
      // SPEC §4: Back goes one step and clears errors.
      return {
        ...state,
        step: state.step > 1 ? ((state.step - 1) as StepNumber) : state.step,
        errors: {},
        outcome: null,
        focus: { kind: 'heading' },
      };

    case 'go-to': {
      const { target } = action;
      if (target === state.step) return state;
      if (target < state.step) return { ...state, step: target, errors: {}, outcome: null, focus: { kind: 'heading' } };
      // Forward only over valid steps: the first that fails is shown with its errors.
      for (let step = state.step; step < target; step += 1) {
        const check = checkStep(step as StepNumber, state.values, state.rules);
        if (hasErrors(check)) {
          return showingErrors({ ...state, step: step as StepNumber }, check.errors, check.vehicleIndex);
        }
      }
      return { ...state, step: target, errors: {}, focus: { kind: 'heading' } };
    }

    case 'submit': {
      if (state.sending) return state;
      if (!action.check.ok) {
        const { step, check } = action.check;
        return showingErrors({ ...state, step }, check.errors, check.vehicleIndex);
      }
      // SPEC §4: the loading flag on, the button disabled and the form dimmed.
      return { ...state, sending: true, outcome: null };
    }

    case 'answered': {
      const { outcome } = action;
      const answered = { ...state, sending: false };
      if (outcome.kind === 'accepted') return afterAccepted(answered, outcome);
      if (outcome.kind === 'invalid') {
        const first = firstErrorKey(outcome.errors);
        const shown = { ...answered, outcome, locked: false };
        return first
          ? showingErrors({ ...shown, step: stepOfField(first) }, outcome.errors, outcome.vehicleIndex)
          : { ...shown, focus: { kind: 'alert' } };
      }
      // SPEC §4: an answer with no status (treated as 500) keeps the loading flag on.
      return { ...answered, outcome, locked: outcome.uncertain, focus: { kind: 'alert' } };
    }

    case 'edit-request':
      return { ...state, locked: false, outcome: null };

    case 'another-quote':
      return { ...state, outcome: null, focus: { kind: 'heading' } };

    case 'reset':
      return initialWizardState(state.rules, action.international ?? state.values.isInternational);

    default:
      return state;
  }
}
