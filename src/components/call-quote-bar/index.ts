export { CALL_QUOTE_BAR_ROOM, CallQuoteBar } from './call-quote-bar';
