/**
 * The eight fields of a quote's route, as SPEC §3's lead payload names them: every type and list
 * that carries a route (the payload, the embeddable form's submission, the pricing request, the
 * accepted request fields) is made from this one list.
 */
export const ROUTE_FIELDS = [
  'originCountry',
  'originPostalCode',
  'originState',
  'originCity',
  'destinationCountry',
  'destinationPostalCode',
  'destinationState',
  'destinationCity',
] as const;

export type RouteField = (typeof ROUTE_FIELDS)[number];

export type LeadRoute = Record<RouteField, string>;

/** camelCase to snake_case, as a type. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** The form's name of a route field (SPEC §3's form field names): originPostalCode is origin_postal_code. */
export type RouteFormField<F extends RouteField = RouteField> = Snake<F>;

export const routeFormField = <F extends RouteField>(field: F): RouteFormField<F> =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as RouteFormField<F>;

/** A route's fields, from anything that carries them. */
export const routeOf = (from: LeadRoute): LeadRoute =>
  Object.fromEntries(ROUTE_FIELDS.map((field) => [field, from[field]])) as LeadRoute;

/** A route's fields under the form's names, from a route. */
export const routeFormFieldsOf = (route: LeadRoute): Record<RouteFormField, string> =>
  Object.fromEntries(ROUTE_FIELDS.map((field) => [routeFormField(field), route[field]])) as Record<
    RouteFormField,
    string
  >;

/** A route from the form's fields. */
export const routeFromFormFields = (fields: Record<RouteFormField, string>): LeadRoute =>
  Object.fromEntries(ROUTE_FIELDS.map((field) => [field, fields[routeFormField(field)]])) as LeadRoute;
