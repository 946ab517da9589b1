import { servicePages } from '../../cms/src/seed/content/services';
import { pageCategory, PAGE_CATEGORIES } from './page-categories';
import { isVehicleCategory } from './vehicle-categories';

describe('the category a service page’s form starts on', () => {
  it('reads the page’s slug however its path is written', () => {
    expect(pageCategory('boat-shipping')).toBe('boat');
    expect(pageCategory('services/boat-shipping')).toBe('boat');
    expect(pageCategory('/services/heavy-equipment-shipping/')).toBe('equipment');
    expect(pageCategory('services/tractor-shipping')).toBe('farm');
    expect(pageCategory('services/freight-container-shipping')).toBe('container');
  });

  it('starts a page that sells no one category, or none at all, on a car (no preset)', () => {
    for (const path of [
      'services/open-auto-shipping',
      'auto-transport-solutions',
      '',
      null,
      undefined,
      'constructor',
    ]) {
      expect(pageCategory(path)).toBeUndefined();
    }
  });

  it('names only real categories, and only pages the CMS has', () => {
    const paths = new Set(servicePages.map((page) => page.path.split('/').pop()));
    for (const [slug, category] of Object.entries(PAGE_CATEGORIES)) {
      expect(isVehicleCategory(category)).toBe(true);
      expect(paths).toContain(slug);
    }
  });
});
