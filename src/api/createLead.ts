import { leadEndpoint } from '../server/lead-endpoint';

export default leadEndpoint('lead');
