import type {
  StrapiHomePage,
  StrapiInternationalPage,
  StrapiLocation,
  StrapiPressLogo,
  StrapiReview,
  StrapiSiteSetting,
} from '../schema';
import { MEDIA_FIELDS } from './fragments';
import type { QueryRunner } from './run-query';

const FEATURE = `title text image { ${MEDIA_FIELDS} }`;

export const SITE_QUERY = `
  query Site {
    strapi {
      siteSetting {
        siteName email streetAddress
        phones { label number }
        socialLinks { network url }
        stats { value label }
      }
      homePage {
        title subtitle styles
        bg_image { ${MEDIA_FIELDS} }
        mobile_image { ${MEDIA_FIELDS} }
        service_tabs { name background image { ${MEDIA_FIELDS} } description { title description } }
      }
      internationalPage {
        title subtitle
        image { ${MEDIA_FIELDS} }
        transport_types { ${FEATURE} }
        process_steps { ${FEATURE} }
        benefits { ${FEATURE} }
        where_we_ship { name countries image { ${MEDIA_FIELDS} } }
        vehicle_tabs { name isDefault image { ${MEDIA_FIELDS} } }
      }
      reviews(sort: ["date:desc"], pagination: { start: 0, limit: 200 }) {
        name stars text date url source logo { ${MEDIA_FIELDS} }
      }
      pressLogos(sort: ["order:asc"], pagination: { start: 0, limit: 50 }) {
        name url logo { ${MEDIA_FIELDS} }
      }
      locations(sort: ["order:asc", "id:asc"], pagination: { start: 0, limit: 500 }) {
        documentId name lat lng slug url iconType isSubtitle order
        image { ${MEDIA_FIELDS} }
        parent { documentId }
      }
    }
  }
`;

export interface StrapiSite {
  siteSetting: StrapiSiteSetting | null;
  homePage: StrapiHomePage | null;
  internationalPage: StrapiInternationalPage | null;
  reviews: StrapiReview[];
  pressLogos: StrapiPressLogo[];
  locations: StrapiLocation[];
}

export const fetchSite = (run: QueryRunner): Promise<StrapiSite> => run<StrapiSite>(SITE_QUERY);
