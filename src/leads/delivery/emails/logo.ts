import { LOGO_CID } from './layout';
import { LOGO_PNG_BASE64 } from './logo-png';

/**
 * The logo as an inline attachment that the HTML names by its Content-ID. Not a URL under SITE_URL:
 * most clients hold back remote pictures until the reader allows them, a development or test site's
 * address (localhost) cannot be reached from a mailbox, and an .eml opened offline would show a
 * broken picture. An attached one shows at once, everywhere, for about 3 kB.
 */
export const logoAttachment = () => ({
  cid: LOGO_CID,
  filename: 'velmora-logo.png',
  contentType: 'image/png',
  contentDisposition: 'inline' as const,
  content: Buffer.from(LOGO_PNG_BASE64, 'base64'),
});
