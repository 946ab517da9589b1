const origin = 'http://127.0.0.1:1341';
import fs from 'fs';
let token = fs.existsSync('/tmp/b30/token') ? fs.readFileSync('/tmp/b30/token', 'utf8') : '';
if (!token) { const login = await (await fetch(`${origin}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@velmora.test', password: 'Bench-pass-12345678' }) })).json(); token = login.data.token; fs.writeFileSync('/tmp/b30/token', token); }
const q = await (await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ blogs(sort: ["firstPublishedAt:asc"], pagination: { limit: 1 }) { documentId Name Slug } }' }) })).json();
const post = q.data.blogs[0];
const name = post.Name.replace(/ \(edit \d+\)$/, '') + ` (edit ${Date.now() % 100000})`;
const t0 = Date.now();
const r = await fetch(`${origin}/content-manager/collection-types/api::blog.blog/${post.documentId}/actions/publish`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ Name: name }) });
console.log(r.status, post.Slug, name, Date.now() - t0, 'ms');
