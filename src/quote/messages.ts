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
  email: 'Please enter a email.',
  phone: 'Please enter a phone number.',
  leadSuccess: 'Thank you for your interest, your request identification {id}',
});
