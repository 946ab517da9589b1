import path from 'path';
import { CMS_DIR, prepareCms, startCms } from './scripts/dev/cms';
(async () => {
  await prepareCms({ adminUi: false });
  const cms = await startCms({ port: 1341, serveAdmin: false, env: {
    CMS_DATABASE_FILENAME: path.relative(CMS_DIR, '/tmp/b30/data.db'), CMS_BUILD_HOOK_URL: '', CMS_SEED: 'true',
    CMS_ADMIN_EMAIL: 'bench@velmora.test', CMS_ADMIN_PASSWORD: 'Bench-pass-12345678',
  }});
  console.log('CMS READY', cms.graphqlUrl);
  setInterval(() => {}, 1 << 30);
})();
