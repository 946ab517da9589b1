export {
  BookingPage,
  CONFIRM_BY_EMAIL_NOTE,
  COPY_EMAILED_TEXT,
  COPY_HELD_TEXT,
  NOTHING_CHARGED_TEXT,
  WAITING_TEXT,
  type BookingPageProps,
} from './booking-page';
