export { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFound } from './not-found';
