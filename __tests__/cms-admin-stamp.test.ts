/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { ADMIN_STAMP_FILE, adminBuildState, adminSourcesStamp, readAdminBuild } from '../scripts/dev/cms';

/**
 * npm start builds the admin bundle again when what it is built from changed (scripts/dev/cms.ts):
 * our customization, the CMS modules it imports, or the Strapi version.
 */
describe('whether the admin bundle is built again', () => {
  let cms: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(cms, file)), { recursive: true });
    fs.writeFileSync(path.join(cms, file), text);
  };

  beforeEach(() => {
    cms = fs.mkdtempSync(path.join(os.tmpdir(), 'velmora-admin-stamp-'));
    write('node_modules/@strapi/strapi/package.json', JSON.stringify({ version: '5.54.0' }));
    write('src/admin/app.tsx', 'export default {};');
    write('src/admin/site-menu/SiteMenuPage.tsx', 'export const A = 1;');
    write('src/site-admin/menu-tree.ts', 'export const B = 1;');
    write('src/site-paths.ts', 'export const C = 1;');
    write('src/api/blog/schema.json', '{}');
  });
  afterEach(() => fs.rmSync(cms, { recursive: true, force: true }));

  it('decides from the bundle and its stamp', () => {
    expect(adminBuildState(false, 'abc', 'abc')).toBe('missing');
    expect(adminBuildState(true, null, 'abc')).toBe('stale');
    expect(adminBuildState(true, 'abd\n', 'abc')).toBe('stale');
    expect(adminBuildState(true, 'abc\n', 'abc')).toBe('current');
  });

  it('changes the stamp when an admin source, an imported module or the Strapi version changes, not for the rest', () => {
    const first = adminSourcesStamp(cms);
    expect(adminSourcesStamp(cms)).toBe(first);
    write('src/api/blog/schema.json', '{"changed": true}');
    expect(adminSourcesStamp(cms)).toBe(first);

    write('src/admin/site-menu/SiteMenuPage.tsx', 'export const A = 2;');
    const edited = adminSourcesStamp(cms);
    expect(edited).not.toBe(first);
    write('src/admin/builds/BuildsWidget.tsx', 'export {};');
    const added = adminSourcesStamp(cms);
    expect(added).not.toBe(edited);
    write('src/site-admin/menu-tree.ts', 'export const B = 2;');
    const imported = adminSourcesStamp(cms);
    expect(imported).not.toBe(added);
    write('node_modules/@strapi/strapi/package.json', JSON.stringify({ version: '5.55.0' }));
    expect(adminSourcesStamp(cms)).not.toBe(imported);
  });

  it('reads a bundle built from the sources as current, and stale once a source changes', () => {
    expect(readAdminBuild(cms).state).toBe('missing');
    write('dist/build/index.html', '<!doctype html>');
    expect(readAdminBuild(cms).state).toBe('stale');
    write(ADMIN_STAMP_FILE, `${readAdminBuild(cms).current}\n`);
    expect(readAdminBuild(cms).state).toBe('current');
    write('src/admin/app.tsx', 'export default { register() {} };');
    expect(readAdminBuild(cms).state).toBe('stale');
  });
});
