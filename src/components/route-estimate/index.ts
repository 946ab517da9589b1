export { RouteEstimate, type RouteEstimateProps } from './route-estimate';
