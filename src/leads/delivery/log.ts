/**
 * Log lines that name a lead carry its number and request identification, and never its full
 * e-mail address or phone number (OWASP ASVS: no full personal data in logs).
 */

/** "jane.doe@gmail.com" → "j***@g***.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const domain = email.slice(at + 1);
  const labels = domain.split('.');
  const topLevel = labels.length > 1 ? labels[labels.length - 1] : '';
  return `${email[0]}***@${domain ? `${domain[0]}***` : '***'}${topLevel ? `.${topLevel}` : ''}`;
}

/** "(310) 555-0199" → "***0199": the last 4 digits of a full number, the last 2 of a short one. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '***';
  return `***${digits.slice(digits.length >= 10 ? -4 : -2)}`;
}

const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/g;
const PHONE_IN_TEXT = /\+?\d[\d\s().-]{5,}\d/g;

/** Masks whatever looks like an e-mail address or a phone number in free text (an error from a peer). */
export function redactPersonalData(text: string): string {
  return text
    .replace(EMAIL_IN_TEXT, (email) => maskEmail(email))
    .replace(PHONE_IN_TEXT, (run) => (run.replace(/\D/g, '').length >= 7 ? maskPhone(run) : run));
}

export interface LeadContact {
  number: number;
  requestId: string;
  email: string;
  phone: string;
}

/** "lead 42 VLM-7K3M9QX2HD (m***@e***.com, ***0199)". */
export const leadLabel = (lead: LeadContact) =>
  `lead ${lead.number} ${lead.requestId} (${maskEmail(lead.email)}, ${maskPhone(lead.phone)})`;

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return hours % 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${Math.floor(hours / 24)} d`;
}

/** One line per log entry, stamped, so the relay's output can be read and grepped by time. */
export const logLine = (message: string, at = new Date()) => `${at.toISOString()} ${message}`;
