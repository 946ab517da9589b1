import type { SiteSettings } from '../../types/content';
import type { QuoteFormProps } from './types';

/**
 * What a site form says about the broker: the phone it offers (on a failure, and as the result's
 * "Call an agent now", with its hours) and the USDOT and MC numbers under the result.
 */
export function brokerContact(settings: SiteSettings): Pick<QuoteFormProps, 'phone' | 'credentials'> {
  const [phone] = settings.phones;
  return {
    phone: phone ? { number: phone.number, href: phone.href, hours: settings.phoneHours } : undefined,
    credentials: settings.credentials,
  };
}
