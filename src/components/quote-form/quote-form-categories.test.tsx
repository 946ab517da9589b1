import { fireEvent, screen, within } from '@testing-library/react';
import { QUOTE_MESSAGES as M } from '../../quote/messages';
import type { EmbeddedSubmission } from '../../quote/submission';
import {
  choose,
  click,
  errorOf,
  field,
  fillContact,
  fillDomesticRoute,
  next,
  renderQuoteForm,
  submit,
  typeInto,
} from './testing';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const vehicleType = () => screen.getByRole('combobox', { name: 'Vehicle type' });
const text = (name: string) => screen.getByRole('textbox', { name });
const submissionOf = (onSubmit: unknown) => (onSubmit as jest.Mock).mock.calls[0][0] as EmbeddedSubmission;

async function toVehicles() {
  await fillDomesticRoute();
  await next();
  expect(screen.getByRole('heading', { name: 'Your vehicles' })).toBeInTheDocument();
}

function fillYear(year: string) {
  fireEvent.change(field('Year'), { target: { value: year } });
}

describe('the vehicle category on step 2', () => {
  it('is asked first, with every category the broker ships; a car asks nothing more than SPEC does', async () => {
    renderQuoteForm();
    await toVehicles();
    const select = vehicleType();
    const inputs = screen.getAllByRole('combobox');
    expect(inputs[0]).toBe(select);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Car',
      'SUV',
      'Pickup',
      'Van',
      'Motorcycle',
      'Classic or exotic car',
      'Boat',
      'RV or travel trailer',
      'Heavy or construction equipment',
      'Tractor or farm equipment',
      'Bus',
      'Freight container',
      'UTV or ATV',
      'Golf cart',
    ]);
    // SPEC's field keeps SPEC's values for its four types.
    expect(select).toHaveValue('Car');
    expect(select).toHaveAttribute('name', 'vehicle_type');
    expect(screen.queryByRole('textbox', { name: /Length/ })).not.toBeInTheDocument();
  });

  it('starts on the page’s category, and the visitor can still choose another', async () => {
    renderQuoteForm({ category: 'boat' });
    await toVehicles();
    expect(vehicleType()).toHaveValue('boat');
    expect(text('Length (ft)')).toBeInTheDocument();
    expect(text('Beam (ft)')).toBeInTheDocument();
    fireEvent.change(vehicleType(), { target: { value: 'SUV' } });
    expect(vehicleType()).toHaveValue('SUV');
    expect(screen.queryByRole('textbox', { name: 'Length (ft)' })).not.toBeInTheDocument();
  });

  it('asks a boat its length, beam, height and trailer, with their messages, and suggests its builders', async () => {
    const { onSubmit } = renderQuoteForm({ category: 'boat' });
    await toVehicles();
    expect(screen.getByRole('radiogroup', { name: 'On its own trailer' })).toBeInTheDocument();
    expect(text('Height as it travels (ft)')).toBeInTheDocument();
    fillYear('2018');
    await choose('Make', 'sea r', /^Sea Ray$/);
    // No model catalogue for boats: the model is typed.
    await typeInto(field('Model'), 'Sundancer 320');
    expect(field('Model')).toHaveAttribute('aria-expanded', 'false');
    expect(field('Model')).toHaveValue('Sundancer 320');
    fireEvent.change(text('Length (ft)'), { target: { value: '320' } });
    await next();
    expect(errorOf(text('Length (ft)'))).toBe('Please enter a length from 3 to 120 feet');
    expect(errorOf(text('Beam (ft)'))).toBe("Please enter the boat's beam in feet");
    expect(text('Length (ft)')).toHaveFocus();
    fireEvent.change(text('Length (ft)'), { target: { value: '32' } });
    expect(errorOf(text('Length (ft)'))).toBe('');
    fireEvent.change(text('Beam (ft)'), { target: { value: `10'6"` } });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'On its own trailer' })).getByRole('radio', { name: 'Yes' }),
    );
    await next();
    fillContact();
    await submit();
    expect(submissionOf(onSubmit).Vehicles).toEqual([
      {
        Make: 'Sea Ray',
        Model: 'Sundancer 320',
        Year: 2018,
        Inop: 0,
        Type: 'Car',
        category: 'boat',
        facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true },
      },
    ]);
  });

  it('asks a machine its length, width, height and weight, and suggests Caterpillar', async () => {
    renderQuoteForm({ category: 'equipment' });
    await toVehicles();
    for (const name of ['Length (ft)', 'Width (ft)', 'Height as it travels (ft)', 'Weight (lb)']) {
      expect(text(name)).toBeRequired();
    }
    await choose('Make', 'cater', /^Caterpillar$/);
    expect(field('Make')).toHaveValue('Caterpillar');
    fireEvent.change(text('Weight (lb)'), { target: { value: 'heavy' } });
    await next();
    expect(errorOf(text('Weight (lb)'))).toBe("Please enter the machine's weight in pounds, like 48,000");
    expect(errorOf(text('Width (ft)'))).toBe("Please enter the machine's width in feet");
  });

  it('asks an RV its type and length, and whether it can be driven', async () => {
    renderQuoteForm({ category: 'rv' });
    await toVehicles();
    const rvType = screen.getByRole('combobox', { name: 'RV type' });
    expect(
      within(rvType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      'Class A motorhome',
      'Class B camper van',
      'Class C motorhome',
      'Fifth-wheel trailer',
      'Travel trailer',
    ]);
    expect(screen.getByRole('radiogroup', { name: 'Can be driven' })).toBeInTheDocument();
    await choose('Make', 'winne', /^Winnebago$/);
    await next();
    expect(errorOf(rvType)).toBe('Please select the type of RV');
  });

  it('names a container by its size: no year, make, model or running state', async () => {
    const { onSubmit } = renderQuoteForm({ category: 'container' });
    await toVehicles();
    expect(screen.queryByRole('combobox', { name: 'Make' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Year' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Running' })).not.toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Container size' });
    await next();
    expect(errorOf(size)).toBe('Please select the container size: 20 or 40 ft');
    fireEvent.change(size, { target: { value: '40' } });
    await next();
    fillContact();
    await submit();
    expect(submissionOf(onSubmit).Vehicles).toEqual([
      {
        Make: 'Shipping container',
        Model: '40 ft',
        Year: new Date().getFullYear(),
        Inop: 0,
        Type: 'Car',
        category: 'container',
        facts: { containerSize: '40' },
      },
    ]);
  });

  it('suggests a golf cart’s and a tractor’s makers', async () => {
    renderQuoteForm({ category: 'golf-cart' });
    await toVehicles();
    await choose('Make', 'club', /^Club Car$/);
    fireEvent.change(vehicleType(), { target: { value: 'farm' } });
    // Another catalogue: the make starts afresh.
    expect(field('Make')).toHaveValue('');
    await choose('Make', 'john d', /^John Deere$/);
    expect(field('Make')).toHaveValue('John Deere');
  });

  it('on the booking form, a preset category is the chosen type; without one, SPEC’s message asks for it', async () => {
    renderQuoteForm({ variant: 'booking', category: 'motorcycle' });
    await toVehicles();
    expect(vehicleType()).toHaveValue('motorcycle');
    await next();
    expect(errorOf(vehicleType())).toBe('');
    expect(errorOf(screen.getByRole('combobox', { name: 'Running' }))).toBe(M.inop);
  });

  it('adding a vehicle on a service page starts it on the page’s category', async () => {
    renderQuoteForm({ category: 'boat' });
    await toVehicles();
    fillYear('2018');
    await choose('Make', 'sea r', /^Sea Ray$/);
    await typeInto(field('Model'), 'Sundancer 320');
    fireEvent.change(text('Length (ft)'), { target: { value: '32' } });
    fireEvent.change(text('Beam (ft)'), { target: { value: '10.5' } });
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'On its own trailer' })).getByRole('radio', { name: 'No' }),
    );
    await click(screen.getByRole('button', { name: 'Add more vehicles' }));
    expect(vehicleType()).toHaveValue('boat');
    expect(vehicleType()).toHaveFocus();
    expect(screen.getByText('2018 Sea Ray Sundancer 320, 32 ft')).toBeInTheDocument();
  });
});
