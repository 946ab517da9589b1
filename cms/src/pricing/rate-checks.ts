import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  RATE_FORM_COMPONENTS,
  RATE_FORM_FIELDS,
  rateFormMessage,
  rateFormProblems,
  type RateForm,
  type RateFormField,
  type RateFormProblem,
} from './rate-rules';

export const PRICING_RATES_UID = 'api::pricing-rate.pricing-rate';

/** Strapi's populate for every component of the form, nested ones included. */
type Populate = { [field: string]: true | { populate: Populate } };
export function ratesPopulate(fields: Record<string, RateFormField> = RATE_FORM_FIELDS): Populate {
  const populate: Populate = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'component') continue;
    const inner = ratesPopulate(RATE_FORM_COMPONENTS[field.component]!.fields);
    populate[name] = Object.keys(inner).length ? { populate: inner } : true;
  }
  return populate;
}

/**
 * The form as it will stand after an update: the fields sent replace the draft's, the others are
 * the draft's (an API client may send only what changed; the admin sends the whole form).
 */
export function formAfterUpdate(draft: RateForm | null, data: RateForm): RateForm {
  return { ...(draft ?? {}), ...data };
}

/** A ValidationError the admin shows: the message in a notice, each problem under its field. */
export function refusal(problems: readonly RateFormProblem[]): errors.ValidationError {
  return new errors.ValidationError(rateFormMessage(problems), {
    errors: problems.map(({ path, message }) => ({ path: path.map(String), message, name: 'ValidationError' })),
  });
}

interface DocumentContext {
  uid: string;
  action: string;
  params?: { documentId?: string; data?: RateForm; locale?: string };
}

/**
 * A broken rate table is refused when it is saved, not found at the next estimate: every save of
 * Pricing rates (a draft, a publish; from the admin, the REST or GraphQL API, the seed) is checked
 * with the site's own rules (rate-rules.ts) before Strapi writes it, and refused with a
 * ValidationError naming each field in the editor's words.
 */
export function checkRatesOnSave(strapi: Core.Strapi): void {
  const draftOf = async (documentId: string | undefined): Promise<RateForm | null> =>
    documentId
      ? ((await strapi.documents(PRICING_RATES_UID as never).findOne({
          documentId,
          status: 'draft',
          populate: ratesPopulate() as never,
        })) as RateForm | null)
      : null;

  strapi.documents.use(async (context, next) => {
    const { uid, action, params = {} } = context as DocumentContext;
    if (uid !== PRICING_RATES_UID) return next();
    let form: RateForm | null = null;
    if (action === 'create') form = params.data ?? {};
    else if (action === 'update') form = formAfterUpdate(await draftOf(params.documentId), params.data ?? {});
    else if (action === 'publish') form = await draftOf(params.documentId);
    if (form) {
      const problems = rateFormProblems(form);
      if (problems.length) throw refusal(problems);
    }
    return next();
  });
}
