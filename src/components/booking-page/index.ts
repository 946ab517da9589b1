export { BookingPage, NOTHING_CHARGED_TEXT, type BookingPageProps } from './booking-page';
