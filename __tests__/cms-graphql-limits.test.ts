/** @jest-environment node */
// The CMS's own copy of graphql, the one its Apollo server validates with.
import { buildSchema, parse, validate } from '../cms/node_modules/graphql';
import { allowedOrigins, corsOrigin } from '../cms/src/cors';
import { sizeRule, TOO_MANY_ALIASES, TOO_MANY_FIELDS } from '../cms/src/graphql/limits';

const schema = buildSchema(`
  type Blog { Slug: String, Name: String, related: [Blog] }
  type Query { blogs(limit: Int): [Blog] }
`);
const errorsOf = (query: string) =>
  validate(schema, parse(query), [sizeRule({ aliases: 3, fields: 10 })]).map((error) => error.message);

describe('the CMS GraphQL size rule', () => {
  it('lets a query within the limits through', () => {
    expect(errorsOf('{ a: blogs { Slug } b: blogs { Name } blogs { related { Slug Name } } }')).toEqual([]);
  });

  it('refuses more aliases than allowed', () => {
    expect(errorsOf('{ a: blogs { Slug } b: blogs { Slug } c: blogs { Slug } d: blogs { Slug } }')).toEqual([
      TOO_MANY_ALIASES,
    ]);
  });

  it('counts fields inside fragments where they are spread, so a fragment cannot hide them', () => {
    const query = `
      fragment F on Blog { Slug Name related { Slug Name } }
      { blogs { ...F related { ...F } } }`;
    expect(errorsOf(query)).toEqual([TOO_MANY_FIELDS]);
    // The same fields written out once are fewer than ten.
    expect(errorsOf('fragment F on Blog { Slug Name } { blogs { ...F } }')).toEqual([]);
  });

  it('does not loop on a fragment that spreads itself (GraphQL refuses it on its own)', () => {
    const messages = validate(schema, parse('fragment F on Blog { related { ...F } } { blogs { ...F } }'), [
      sizeRule({ aliases: 3, fields: 10 }),
    ]);
    expect(messages).toEqual([]);
  });
});

describe('the CMS CORS origins', () => {
  it("are the site's and the CMS's own, and any named in CMS_CORS_ORIGINS", () => {
    const origins = allowedOrigins({
      SITE_URL: 'https://www.velmora.example/',
      CMS_PUBLIC_URL: 'https://cms.velmora.example/admin',
      CMS_PORT: '1337',
      CMS_CORS_ORIGINS: 'https://preview.velmora.example, not a url',
    });
    expect(origins).toEqual([
      'https://www.velmora.example',
      'https://cms.velmora.example',
      'http://localhost:1337',
      'http://127.0.0.1:1337',
      'https://preview.velmora.example',
    ]);
    const origin = corsOrigin(origins);
    expect(origin({ get: () => 'https://www.velmora.example' })).toBe('https://www.velmora.example');
    expect(origin({ get: () => 'https://attacker.example' })).toBe('');
    expect(origin({ get: () => '' })).toBe('');
  });
});
