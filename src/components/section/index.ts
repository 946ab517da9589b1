export { Section, type SectionTone } from './section';
