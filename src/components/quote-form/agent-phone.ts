import type { SiteSettings } from '../../types/content';
import type { QuoteFormProps } from './types';

/** The phone a quote form offers (on a failure, and as the result's "Call an agent now"): the site's first, with its hours. */
export function agentPhone(settings: SiteSettings): QuoteFormProps['phone'] {
  const [phone] = settings.phones;
  return phone ? { number: phone.number, href: phone.href, hours: settings.phoneHours } : undefined;
}
