/** Reading the .eml files the mail transport writes, as a mail client would: headers, bodies, attachments. */

/** The header block of a raw message, folded lines joined, as [name, value] pairs. */
export function headersOf(raw: string): [string, string][] {
  const block = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return block.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
  });
}
/** RFC 2047 encoded words (nodemailer's =?UTF-8?Q?…?= for non-ASCII headers) back to text. */
export const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?UTF-8\?Q\?/g, '').replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) =>
    Buffer.from(
      word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
export const header = (raw: string, name: string) =>
  headersOf(raw)
    .filter(([key]) => key === name)
    .map(([, value]) => decodeWords(value));

/** The whole message with quoted-printable undone, to read the bodies. */
export const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** An attachment of a raw message by its content type: its base64 body, decoded. */
export function attachmentOf(raw: string, contentType: string): Buffer | null {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start < 0) return null;
  const bodyAt = raw.indexOf('\r\n\r\n', start) + 4;
  const body = raw.slice(bodyAt, raw.indexOf('\r\n--', bodyAt));
  return Buffer.from(body.replace(/\r\n/g, ''), 'base64');
}
