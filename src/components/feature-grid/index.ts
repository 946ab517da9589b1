export { FeatureGrid } from './feature-grid';
