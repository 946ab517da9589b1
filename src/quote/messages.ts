/** The quote form's messages (SPEC §5 and §8), verbatim, in one place for the form and the server. */
export const QUOTE_MESSAGES = Object.freeze({
  transportType: 'Please select a transport type',
  location: 'Please enter a location',
  clickLocation: 'Please click some location',
  shippingMethod: 'Please select a shipping method',
  shipDate: 'Please select a date',
  make: 'Please enter a make',
  type: 'Please select a type',
  inop: 'Please select a state',
  model: 'Please enter a model',
  year: 'Please enter a valid year',
  firstName: 'Please enter a name',
  firstNameCharacters: 'Please enter your name with letters only: no digits, links or symbols.',
  firstNameLength: 'Please keep your name to 60 characters.',
  email: 'Please enter a email.',
  phone: 'Please enter a phone number.',
  leadSuccess: 'Thank you for your interest, your request identification {id}',
});

/** The quote form's labels (SPEC §2 and §5), verbatim; a host may override the overridable ones. */
export const QUOTE_LABELS = Object.freeze({
  domestic: 'Domestic shipping',
  international: 'International',
  origin: 'Pickup location',
  destination: 'Delivery location',
  shipDate: 'Ship date',
  selectDate: 'Select Date',
  transportType: 'Transport type',
  shippingMethod: 'Shipping method',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  vehicleType: 'Vehicle type',
  running: 'Running',
  firstName: 'Your Name',
  email: 'Email',
  phone: 'Phone',
  allVehicles: 'All vehicles',
  addMoreVehicles: 'Add more vehicles',
  removeThisVehicle: 'Remove this vehicle',
  deleteVehicle: 'Delete vehicle',
  addThisVehicle: '+ Add this vehicle',
  saveChanges: 'Save Changes',
  back: 'Back',
  nextStep: 'Next step',
  submit: 'Submit',
});

export type QuoteLabels = { -readonly [K in keyof typeof QUOTE_LABELS]: string };

/** Fills a message's {placeholders}. */
export const fillMessage = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
