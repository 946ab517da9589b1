export { CardGrid, ColumnGrid, Container } from './container';
