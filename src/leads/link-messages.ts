/**
 * What a customer reads when a signed link is not valid: said by the Functions, and by the pages
 * themselves when a link carries no reference or signature at all (nothing to ask the server).
 */
export const INVALID_QUOTE_LINK = 'This quote link is not valid. Please use the link from your confirmation e-mail.';
export const INVALID_BOOKING_LINK = 'This booking link is not valid. Please use the link from your confirmation.';

/** An expired quote link: the page's heading, then what it offers (the Function says both). */
export const EXPIRED_QUOTE_LINK_TITLE = 'This quote link has expired';
export const EXPIRED_QUOTE_LINK_OFFER = 'We can e-mail a fresh link to the address you gave us with your request.';
export const EXPIRED_QUOTE_LINK = `${EXPIRED_QUOTE_LINK_TITLE}. ${EXPIRED_QUOTE_LINK_OFFER}`;

/** A link the intake's answer handed out, where only the one e-mailed to the address on the quote will do. */
export const EMAILED_LINK_NEEDED =
  'Please use the link in the e-mail we sent to the address on your quote: your order is followed and changed from there.';
