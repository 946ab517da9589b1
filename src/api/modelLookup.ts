import { modelLookup } from '../lookups/model-lookup';
import { lookupEndpoint } from '../server/lookup-endpoint';

export default lookupEndpoint('modelLookup', (body) => modelLookup(body.input, body.MakeID, body.Year));
