export { LocationMap, LocationMapSection } from './location-map';
