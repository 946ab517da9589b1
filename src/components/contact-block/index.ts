export { ContactBlock } from './contact-block';
