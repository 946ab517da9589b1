/** Field errors by the field's name as sent ("pickup.street", "vehicles[0].make"): what a 422 answers. */
export type FieldErrors = Record<string, string>;

/**
 * An empty record of field errors without a prototype, for every check of what a stranger sent:
 * on a plain object `errors['__proto__'] = 'Unknown field'` sets the prototype instead of a field,
 * so a body with a `__proto__` key would pass an unknown-field check with no error at all. Here
 * it is a field like any other, counted by Object.keys and answered in the 422.
 */
export const fieldErrors = (): FieldErrors => Object.create(null) as FieldErrors;
