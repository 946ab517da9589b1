import { cmsAuthHeaders, cmsContentStatus, cmsPreviewToken } from './cms-config';

describe('which version of the CMS content a build reads', () => {
  it('reads what is published without the preview token', () => {
    for (const env of [{}, { CMS_PREVIEW_TOKEN: '' }, { CMS_PREVIEW_TOKEN: '   ' }]) {
      expect(cmsPreviewToken(env)).toBeNull();
      expect(cmsContentStatus(env)).toBe('PUBLISHED');
      expect(cmsAuthHeaders(env)).toEqual({});
    }
  });

  it('reads drafts with the preview token, and sends it as a bearer token', () => {
    const env = { CMS_PREVIEW_TOKEN: ' a1b2c3 \n' };
    expect(cmsPreviewToken(env)).toBe('a1b2c3');
    expect(cmsContentStatus(env)).toBe('DRAFT');
    expect(cmsAuthHeaders(env)).toEqual({ Authorization: 'Bearer a1b2c3' });
  });
});
