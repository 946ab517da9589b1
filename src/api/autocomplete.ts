import { autocomplete } from '../lookups/autocomplete';
import { lookupEndpoint } from '../server/lookup-endpoint';

export default lookupEndpoint('autocomplete', (body) => autocomplete(body.input));
