/**
 * What the contact step says where it asks for the phone number (issue 26, item 4): who calls and
 * what becomes of the number, and the optional SMS updates with their TCPA-style wording. The
 * privacy policy page (/privacy-policy, seeded in cms/src/seed/content/legal.ts) says the same.
 */

/** The quiet line under the phone field; the privacy policy's link follows it. */
export const PHONE_PRIVACY_NOTE =
  'A Velmora agent will call you about this quote only. We never sell your number or pass it to other brokers.';

export const SMS_CONSENT_LABEL = 'Text me shipment updates (optional)';

/**
 * Every wording of the SMS consent the form has shown, by version: the version is stored with the
 * lead's answer and sent to the CRM, so what a visitor agreed to can always be read back. Append a
 * new version when the wording changes; never edit or remove one that has been shown.
 */
export const SMS_CONSENT_WORDINGS: Readonly<Record<string, string>> = Object.freeze({
  'sms-2026-11':
    'By ticking this box you agree that Velmora Auto Transport may send automated text messages about this quote and your shipment (pickup, transit and delivery updates) to the number above. Message frequency varies. Message and data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.',
});

/** The wording the form shows now. */
export const SMS_CONSENT_VERSION = 'sms-2026-11';
export const SMS_CONSENT_TEXT = SMS_CONSENT_WORDINGS[SMS_CONSENT_VERSION];

export const isSmsConsentVersion = (version: unknown): version is string =>
  typeof version === 'string' && Object.hasOwn(SMS_CONSENT_WORDINGS, version);

/** A lead's answer to the SMS question, as stored and sent to the CRM. */
export interface SmsConsent {
  agreed: boolean;
  /** The wording version shown (a key of SMS_CONSENT_WORDINGS). */
  version: string;
  /** When the server received the answer (epoch ms). */
  answeredAt: number;
}
