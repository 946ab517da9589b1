import { QUOTE_MESSAGES as M } from './messages';
import type { QuoteOutcome } from './quote-outcome';
import { ALL_SHIPPING_METHODS, blankVehicle, placeValues, type QuoteValues, type QuoteVehicle } from './quote-values';
import { initialWizardState, submitCheck, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const rules = { requireDetails: false };

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const camry: QuoteVehicle = { ...blankVehicle(rules), Year: '2019', Make: 'Toyota', MakeID: 448, Model: 'Camry' };
const tahoe: QuoteVehicle = { ...blankVehicle(rules), Year: '2020', Make: 'Chevrolet', MakeID: 467, Model: 'Tahoe' };

/** A domestic route that passes step 1. */
const route: Partial<QuoteValues> = {
  ...placeValues('origin', {
    display: 'Austin, TX 78703',
    city: 'Austin',
    state: 'TX',
    postalCode: '78703',
    country: 'US',
  }),
  ...placeValues('destination', {
    display: 'Seattle, WA 98101',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101',
    country: 'US',
  }),
  ship_date: isoDay(new Date()),
  transport_type: 'Open',
};
const contact: Partial<QuoteValues> = { first_name: 'Dana Reyes', email: 'dana@example.com', phone: '(512) 555-0134' };

const stateWith = (patch: Partial<WizardState> = {}, values: Partial<QuoteValues> = {}): WizardState => {
  const initial = initialWizardState(rules);
  return { ...initial, ...patch, values: { ...initial.values, ...values } };
};
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

const accepted: QuoteOutcome = {
  kind: 'accepted',
  status: 201,
  requestId: 'VLM-1',
  leadNumber: '7K3-M9Q',
  url: null,
};

describe('the wizard’s transitions (SPEC §4)', () => {
  it('starts on step 1 with one blank vehicle, every shipping method, nothing sent', () => {
    const state = initialWizardState(rules);
    expect(state).toMatchObject({ step: 1, reached: 1, selected: 0, errors: {}, outcome: null, sending: false });
    expect(state.values.Vehicles).toEqual([blankVehicle(rules)]);
    expect(state.shippingOptions).toEqual(ALL_SHIPPING_METHODS);
    expect(initialWizardState(rules, true).values.isInternational).toBe(true);
  });

  it('switch-mode: back to step 1, errors, vehicles, date, shipping method and selection cleared; domestic resets the options', () => {
    const busy = stateWith(
      { step: 2, reached: 3, selected: 1, errors: { Make: M.make }, shippingOptions: ['Door to port', 'Port to port'] },
      { ...route, isInternational: true, shipping_method: 'Door to port', Vehicles: [camry, tahoe] },
    );
    const domestic = run(busy, { type: 'switch-mode', international: false });
    expect(domestic).toMatchObject({ step: 1, reached: 1, selected: 0, errors: {}, editorOpen: false });
    expect(domestic.values).toMatchObject({ isInternational: false, ship_date: '', shipping_method: '' });
    expect(domestic.values.Vehicles).toEqual([blankVehicle(rules)]);
    expect(domestic.shippingOptions).toEqual(ALL_SHIPPING_METHODS);
    // The places stay: only what depends on the mode goes.
    expect(domestic.values.origin_city).toBe('Austin');

    const international = run(stateWith({ shippingOptions: ['Port to door', 'Port to port'] }), {
      type: 'switch-mode',
      international: true,
    });
    expect(international.values.isInternational).toBe(true);
    expect(international.shippingOptions).toEqual(['Port to door', 'Port to port']);
    // The mode already on changes nothing.
    expect(run(busy, { type: 'switch-mode', international: true })).toBe(busy);
  });

  it('switch-mode on a service page keeps its category for the new blank vehicle', () => {
    const boatRules = { requireDetails: false, category: 'boat' as const };
    const state = run(initialWizardState(boatRules), { type: 'switch-mode', international: true });
    expect(state.values.Vehicles[0]).toMatchObject({ category: 'boat', Type: 'Car' });
  });

  it('type-place un-chooses the place; its error clears once more than 3 characters are typed', () => {
    const state = stateWith({ errors: { origin_postal_code: M.location } }, route);
    const short = run(state, { type: 'type-place', side: 'origin', text: 'Aus' });
    expect(short.values).toMatchObject({ origin_display: 'Aus', origin_country: '', origin_city: '' });
    expect(short.errors.origin_postal_code).toBe(M.location);
    expect(run(state, { type: 'type-place', side: 'origin', text: 'Aust' }).errors).toEqual({});
  });

  it('choose-place: an origin in the US or Canada offers Door to port (preselected) and Port to port; elsewhere Port to door', () => {
    const place = { display: 'Toronto, ON', city: 'Toronto', state: 'ON', postalCode: 'M5V', country: 'CA' };
    const state = run(
      stateWith({ errors: { origin_postal_code: M.clickLocation, shipping_method: M.shippingMethod } }),
      {
        type: 'choose-place',
        side: 'origin',
        place,
      },
    );
    expect(state.shippingOptions).toEqual(['Door to port', 'Port to port']);
    expect(state.values).toMatchObject({
      origin_city: 'Toronto',
      origin_country: 'CA',
      shipping_method: 'Door to port',
    });
    expect(state.errors).toEqual({});
    const hamburg = {
      display: 'Port of Hamburg, Germany',
      city: 'Hamburg',
      state: '',
      postalCode: '20457',
      country: 'DE',
    };
    const abroad = run(stateWith(), { type: 'choose-place', side: 'origin', place: hamburg });
    expect(abroad.shippingOptions).toEqual(['Port to door', 'Port to port']);
    // SPEC §4: a port sends its postal code empty.
    expect(abroad.values.origin_postal_code).toBe('');
    // A destination leaves the options alone.
    const destination = run(stateWith(), { type: 'choose-place', side: 'destination', place: hamburg });
    expect(destination.shippingOptions).toEqual(ALL_SHIPPING_METHODS);
    expect(destination.values.destination_city).toBe('Hamburg');
  });

  it('type-contact keeps the keystroke check’s message, and clears it when there is none', () => {
    const typed = run(stateWith(), { type: 'type-contact', field: 'email', value: 'dana@', message: M.email });
    expect(typed.values.email).toBe('dana@');
    expect(typed.errors).toEqual({ email: M.email });
    expect(run(typed, { type: 'type-contact', field: 'email', value: 'dana@x.io', message: undefined }).errors).toEqual(
      {},
    );
  });

  it('edit changes values and clears the named errors', () => {
    const state = run(stateWith({ errors: { transport_type: M.transportType, ship_date: M.shipDate } }), {
      type: 'edit',
      patch: { transport_type: 'Enclosed' },
      clear: ['transport_type'],
    });
    expect(state.values.transport_type).toBe('Enclosed');
    expect(state.errors).toEqual({ ship_date: M.shipDate });
  });

  it('edit-vehicle changes the selected vehicle only', () => {
    const state = run(stateWith({ selected: 1, errors: { Make: M.make } }, { Vehicles: [camry, tahoe] }), {
      type: 'edit-vehicle',
      patch: { Make: 'GMC', MakeID: 472 },
      clear: ['Make'],
    });
    expect(state.values.Vehicles).toEqual([camry, { ...tahoe, Make: 'GMC', MakeID: 472 }]);
    expect(state.errors).toEqual({});
  });

  it('choose-category sets the vehicle’s category and SPEC type; another catalogue’s make and model go', () => {
    const suv = run(stateWith({}, { Vehicles: [camry] }), { type: 'choose-category', category: 'suv' });
    expect(suv.values.Vehicles[0]).toMatchObject({ category: 'suv', Type: 'SUV', Make: 'Toyota', Model: 'Camry' });
    const boat = run(stateWith({ errors: { Type: M.type, Model: M.model } }, { Vehicles: [camry] }), {
      type: 'choose-category',
      category: 'boat',
    });
    expect(boat.values.Vehicles[0]).toMatchObject({ category: 'boat', Type: 'Car', Make: '', MakeID: null, Model: '' });
    expect(boat.errors).toEqual({});
    // Facts the new category also asks are kept; the others go.
    const equipment = run(
      stateWith({}, { Vehicles: [{ ...camry, category: 'boat', facts: { lengthFt: '32', beamFt: '10' } }] }),
      { type: 'choose-category', category: 'equipment' },
    );
    expect(equipment.values.Vehicles[0]?.facts).toEqual({ lengthFt: '32' });
  });

  it('add-vehicle appends a blank vehicle and selects it, when the step is valid and natively valid', () => {
    const state = run(stateWith({ step: 2 }, { Vehicles: [camry] }), { type: 'add-vehicle', nativeValid: true });
    expect(state.values.Vehicles).toEqual([camry, blankVehicle(rules)]);
    expect(state).toMatchObject({ selected: 1, editorOpen: true, editingNew: true });
    expect(state.focus).toEqual({ kind: 'field', key: 'Type' });
  });

  it('add-vehicle is blocked by native validity or by the step’s errors, which it shows', () => {
    const valid = stateWith({ step: 2 }, { Vehicles: [camry] });
    expect(run(valid, { type: 'add-vehicle', nativeValid: false }).values.Vehicles).toHaveLength(1);
    const blocked = run(stateWith({ step: 2 }, { Vehicles: [{ ...camry, Model: '' }] }), {
      type: 'add-vehicle',
      nativeValid: true,
    });
    expect(blocked.values.Vehicles).toHaveLength(1);
    expect(blocked.errors).toEqual({ Model: M.model });
    expect(blocked.focus).toEqual({ kind: 'field', key: 'Model' });
  });

  it('select-vehicle opens the editor on it and clears the vehicle errors', () => {
    const state = run(stateWith({ errors: { Model: M.model, email: M.email } }, { Vehicles: [camry, tahoe] }), {
      type: 'select-vehicle',
      index: 1,
    });
    expect(state).toMatchObject({ selected: 1, editorOpen: true, editingNew: false });
    expect(state.errors).toEqual({ email: M.email });
  });

  it('remove-vehicle removes the given or selected one, selects the previous, and clears the vehicle errors', () => {
    const state = stateWith({ selected: 1, editorOpen: true, errors: { Make: M.make } }, { Vehicles: [camry, tahoe] });
    const removed = run(state, { type: 'remove-vehicle' });
    expect(removed.values.Vehicles).toEqual([camry]);
    expect(removed).toMatchObject({ selected: 0, editorOpen: false, errors: {} });
    expect(run(state, { type: 'remove-vehicle', index: 0 }).values.Vehicles).toEqual([tahoe]);
  });

  it('save-vehicle checks the step, then hides the editor; an error keeps it open on the vehicle at fault', () => {
    const open = stateWith({ selected: 1, editorOpen: true, editingNew: true }, { Vehicles: [camry, tahoe] });
    expect(run(open, { type: 'save-vehicle' })).toMatchObject({ editorOpen: false, editingNew: false });
    const faulty = stateWith({ selected: 1, editorOpen: false }, { Vehicles: [{ ...camry, Year: '18' }, tahoe] });
    const shown = run(faulty, { type: 'save-vehicle' });
    expect(shown).toMatchObject({ selected: 0, editorOpen: true, errors: { Year: M.year } });
  });

  it('next advances only from a valid step, and marks the step reached', () => {
    const blocked = run(stateWith(), { type: 'next' });
    expect(blocked.step).toBe(1);
    expect(blocked.errors).toMatchObject({ origin_postal_code: M.location, transport_type: M.transportType });
    expect(blocked.focus).toEqual({ kind: 'field', key: 'origin_postal_code' });
    const moved = run(stateWith({ errors: {} }, route), { type: 'next' });
    expect(moved).toMatchObject({ step: 2, reached: 2, errors: {}, focus: { kind: 'heading' } });
  });

  it('next on step 2 checks the category’s facts with their messages', () => {
    const boat = { ...camry, category: 'boat' as const, facts: { lengthFt: '32', beamFt: '140' } };
    const state = run(stateWith({ step: 2 }, { ...route, Vehicles: [boat] }), { type: 'next' });
    expect(state.step).toBe(2);
    expect(state.errors).toEqual({
      beamFt: 'Please enter a beam from 2 to 40 feet',
      onOwnTrailer: 'Please say whether the boat sits on its own trailer',
    });
  });

  it('back goes one step and clears errors and the last answer', () => {
    const state = run(stateWith({ step: 3, errors: { email: M.email } }), { type: 'back' });
    expect(state).toMatchObject({ step: 2, errors: {}, outcome: null });
    expect(run(stateWith(), { type: 'back' }).step).toBe(1);
  });

  it('go-to goes back freely, and forward only over valid steps', () => {
    expect(run(stateWith({ step: 3, reached: 3 }), { type: 'go-to', target: 1 }).step).toBe(1);
    const stopped = run(stateWith({ step: 1, reached: 3 }, { ...route, Vehicles: [{ ...camry, Make: '' }] }), {
      type: 'go-to',
      target: 3,
    });
    expect(stopped).toMatchObject({ step: 2, errors: { Make: M.make } });
    expect(
      run(stateWith({ step: 1, reached: 3 }, { ...route, Vehicles: [camry] }), { type: 'go-to', target: 3 }).step,
    ).toBe(3);
  });

  it('submit with a failing check goes to that step with its errors; a passing one turns the loading flag on', () => {
    const values = { ...initialWizardState(rules).values, ...route, Vehicles: [camry], ...contact, email: 'dana@' };
    const blocked = run(stateWith({ step: 3 }, values), { type: 'submit', check: submitCheck(values, rules) });
    expect(blocked).toMatchObject({ step: 3, sending: false, errors: { email: M.email } });
    const whole = { ...values, email: 'dana@example.com' };
    const check = submitCheck(whole, rules);
    expect(check).toEqual({ ok: true });
    expect(run(stateWith({ step: 3 }, whole), { type: 'submit', check })).toMatchObject({ sending: true });
    // A date that passed while the visitor filled the rest sends them back to step 1.
    const stale = { ...whole, ship_date: '2000-01-01' };
    expect(run(stateWith({ step: 3 }, stale), { type: 'submit', check: submitCheck(stale, rules) })).toMatchObject({
      step: 1,
      errors: { ship_date: M.shipDate },
    });
  });

  it('answered (accepted): back to step 1 with one empty vehicle, no date or door/port choice, every option, the result shown', () => {
    const sent = stateWith(
      { step: 3, reached: 3, sending: true, selected: 1, shippingOptions: ['Door to port', 'Port to port'] },
      { ...route, ...contact, shipping_method: 'Door to port', Vehicles: [camry, tahoe] },
    );
    const state = run(sent, { type: 'answered', outcome: accepted });
    expect(state).toMatchObject({ step: 1, reached: 1, selected: 0, sending: false, outcome: accepted });
    expect(state.values).toMatchObject({ ship_date: '', shipping_method: '', first_name: 'Dana Reyes' });
    expect(state.values.Vehicles).toEqual([blankVehicle(rules)]);
    expect(state.shippingOptions).toEqual(ALL_SHIPPING_METHODS);
    expect(state.acceptedSubject).toBe('2 vehicles, Austin, TX to Seattle, WA');
    expect(state.focus).toEqual({ kind: 'result' });
  });

  it('answered (invalid): the field’s step with the server’s errors; (failed) an uncertain answer keeps the form locked', () => {
    const sent = stateWith({ step: 3, sending: true }, { Vehicles: [camry, tahoe] });
    const invalid = run(sent, {
      type: 'answered',
      outcome: { kind: 'invalid', status: 422, message: 'Check', errors: { Year: M.year }, vehicleIndex: 1 },
    });
    expect(invalid).toMatchObject({ step: 2, selected: 1, editorOpen: true, sending: false, errors: { Year: M.year } });
    const failed = run(sent, {
      type: 'answered',
      outcome: { kind: 'failed', status: 500, message: 'No answer', uncertain: true },
    });
    expect(failed).toMatchObject({ step: 3, locked: true, sending: false, focus: { kind: 'alert' } });
    expect(run(failed, { type: 'edit-request' })).toMatchObject({ locked: false, outcome: null });
  });

  it('another-quote hides the result and focuses the step', () => {
    const state = run(stateWith({ outcome: accepted }), { type: 'another-quote' });
    expect(state).toMatchObject({ outcome: null, focus: { kind: 'heading' } });
  });

  it('reset starts over, keeping the rules and the mode', () => {
    const busy = stateWith({ step: 3, reached: 3, errors: { email: M.email } }, { ...route, isInternational: true });
    const state = run(busy, { type: 'reset' });
    expect(state).toEqual(initialWizardState(rules, true));
  });
});
