export { CardGrid, Container } from './container';
