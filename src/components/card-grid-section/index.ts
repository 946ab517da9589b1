export { CardGridSection } from './card-grid-section';
