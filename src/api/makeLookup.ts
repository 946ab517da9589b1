import { makeLookup } from '../lookups/make-lookup';
import { lookupEndpoint } from '../server/lookup-endpoint';

export default lookupEndpoint('makeLookup', (body) => makeLookup(body.input, body.Year, body.category));
