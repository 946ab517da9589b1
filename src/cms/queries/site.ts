import { CMS_PAGE_LIMIT } from './page-limit';
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

/** The home page's sections: one fragment per component of its dynamic zone. */
const HOME_SECTIONS = `
  __typename
  ... on STRAPI_ComponentHomeStatsBanner { heading intro }
  ... on STRAPI_ComponentHomePressStrip { heading intro }
  ... on STRAPI_ComponentHomeReviewsCarousel { heading intro count }
  ... on STRAPI_ComponentHomeServicesTabs {
    heading intro
    tabs { name background image { ${MEDIA_FIELDS} } description { title description } }
  }
  ... on STRAPI_ComponentHomeContactBanner { heading intro button_label }
  ... on STRAPI_ComponentHomeWhyUs { heading intro image { ${MEDIA_FIELDS} } points { ${FEATURE} } }
  ... on STRAPI_ComponentHomeContactUs { heading intro hours }
  ... on STRAPI_ComponentHomeOurProcess { heading intro steps { ${FEATURE} } }
  ... on STRAPI_ComponentHomeServicesGrid {
    heading intro explore_label explore_url
    cards { title text url image { ${MEDIA_FIELDS} } }
  }
  ... on STRAPI_ComponentHomeWhereWeShip { heading intro countries { name regions { name links { label url } } } }
  ... on STRAPI_ComponentHomeBlogCard { heading intro count }
  ... on STRAPI_ComponentHomeFaq { heading intro questions { Question Answer } }
  ... on STRAPI_ComponentHomeBooking { heading intro }
`;

/** The international landing page's sections. */
const INTERNATIONAL_SECTIONS = `
  __typename
  ... on STRAPI_ComponentLandingTransportTypes { heading intro items { ${FEATURE} } }
  ... on STRAPI_ComponentLandingShippingProcess { heading intro steps { ${FEATURE} } }
  ... on STRAPI_ComponentLandingBenefits { heading intro items { ${FEATURE} } }
  ... on STRAPI_ComponentLandingWhereWeShip { heading intro groups { name countries image { ${MEDIA_FIELDS} } } }
  ... on STRAPI_ComponentLandingVehicles { heading intro tabs { name isDefault image { ${MEDIA_FIELDS} } } }
  ... on STRAPI_ComponentLandingReviews { heading intro count }
`;

export const SITE_QUERY = `
  query Site($status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      siteSetting(status: $status) {
        siteName email streetAddress
        phones { label number }
        socialLinks { network url }
        stats { value label }
        phoneHours usdotNumber mcNumber cargoInsurance proofPlaceholders
        ratingAverage ratingCount ratingSource ratingUrl
      }
      homePage(status: $status) {
        title subtitle styles updatedAt
        bg_image { ${MEDIA_FIELDS} }
        mobile_image { ${MEDIA_FIELDS} }
        sections { ${HOME_SECTIONS} }
      }
      internationalPage(status: $status) {
        title subtitle
        image { ${MEDIA_FIELDS} }
        sections { ${INTERNATIONAL_SECTIONS} }
      }
      reviews(sort: ["date:desc"], pagination: { start: 0, limit: ${CMS_PAGE_LIMIT} }, status: $status) {
        name stars text date url source logo { ${MEDIA_FIELDS} }
      }
      pressLogos(sort: ["order:asc"], pagination: { start: 0, limit: 50 }, status: $status) {
        name url logo { ${MEDIA_FIELDS} }
      }
      locations(sort: ["order:asc", "id:asc"], pagination: { start: 0, limit: ${CMS_PAGE_LIMIT} }, status: $status) {
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
