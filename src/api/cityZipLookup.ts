import { cityZipLookup } from '../lookups/city-zip-lookup';
import { lookupEndpoint } from '../server/lookup-endpoint';

export default lookupEndpoint('cityZipLookup', (body) => cityZipLookup(body.input));
