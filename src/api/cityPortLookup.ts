import { cityPortLookup } from '../lookups/city-port-lookup';
import { lookupEndpoint } from '../server/lookup-endpoint';

export default lookupEndpoint('cityPortLookup', (body) => cityPortLookup(body.input));
