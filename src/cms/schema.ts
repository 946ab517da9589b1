/**
 * What Strapi's GraphQL answers, as seen through gatsby-source-graphql. Only this folder knows
 * these shapes; normalizers turn them into the site's types (src/types/content.ts).
 */
import type { Review, RichTextNode } from '../types/content';

export interface StrapiMediaFormat {
  url: string;
  width: number;
  height: number;
}

export interface StrapiMedia {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  formats: Record<string, StrapiMediaFormat> | null;
}

/** The content blocks this build knows, by their GraphQL type name. */
export type KnownStrapiBlock =
  | { __typename: 'STRAPI_ComponentBlocksRichText'; id: string; JSONContent: RichTextNode[] | null }
  | { __typename: 'STRAPI_ComponentBlocksTitle'; id: string; Title: string; SubTitle: string | null; Style: string }
  | { __typename: 'STRAPI_ComponentBlocksImage'; id: string; blockImage: StrapiMedia | null; Alt: string | null }
  | { __typename: 'STRAPI_ComponentBlocksContent'; id: string; markdown: string | null }
  | { __typename: 'STRAPI_ComponentBlocksListItem'; id: string; Item: string; Icon: string; listContent: string | null }
  | {
      __typename: 'STRAPI_ComponentBlocksChecklist';
      id: string;
      Title: string;
      ContentChecklist: string | null;
      List: { Text: string }[] | null;
    }
  | {
      __typename: 'STRAPI_ComponentBlocksCard';
      id: string;
      cardImage: StrapiMedia | null;
      Subtitle: string;
      cardContent: string;
    }
  | { __typename: 'STRAPI_ComponentBlocksStateCard'; id: string; From: string; To: string; Distance: number }
  | { __typename: 'STRAPI_ComponentBlocksQa'; id: string; Question: string; Answer: string }
  | { __typename: 'STRAPI_ComponentBlocksIndex'; id: string; Index: string };

export type StrapiBlock =
  | KnownStrapiBlock
  /** A block type the site does not know yet (added in the CMS after this build was written). */
  | { __typename: string; id?: string };

export interface StrapiCategoryRef {
  name: string;
  slug: string;
}

export interface StrapiBlog {
  documentId: string;
  Name: string;
  Slug: string;
  Description: string | null;
  /** Set again by every publish (Strapi 5); null on a draft (the preview site reads drafts). */
  publishedAt: string | null;
  /** When the post first went live (cms/config/features.ts); kept through later publishes. */
  firstPublishedAt?: string | null;
  updatedAt?: string | null;
  FeaturedImage: StrapiMedia | null;
  Category: StrapiCategoryRef | null;
  Content: StrapiBlock[] | null;
}

export interface StrapiBlogCategory extends StrapiCategoryRef {
  documentId: string;
  Description: string | null;
  FeaturedImage: StrapiMedia | null;
}

export interface StrapiPage {
  documentId: string;
  Title: string;
  Subtitle: string | null;
  Description: string | null;
  Slug: string;
  layout: string;
  noindex: boolean | null;
  updatedAt?: string | null;
  Image: StrapiMedia | null;
  parent: { documentId: string } | null;
  Content: StrapiBlock[] | null;
}

export interface StrapiMenu {
  name: string;
  active: boolean | null;
  icon: string | null;
  slug: string | null;
  page: { documentId: string; Slug: string } | null;
  menus?: StrapiMenu[] | null;
}

/** A review as the site shows it, with its logo as Strapi gives media. */
export interface StrapiReview extends Omit<Review, 'logo'> {
  logo: StrapiMedia | null;
}

export interface StrapiLocation {
  documentId: string;
  name: string;
  lat: number;
  lng: number;
  slug: string;
  url: string | null;
  iconType: string;
  isSubtitle: boolean | null;
  order: number | null;
  image: StrapiMedia | null;
  parent: { documentId: string } | null;
}

export interface StrapiPressLogo {
  name: string;
  url: string | null;
  logo: StrapiMedia | null;
}

export interface StrapiSiteSetting {
  siteName: string;
  email: string;
  streetAddress: string | null;
  phones: { label: string; number: string }[] | null;
  socialLinks: { network: string; url: string }[] | null;
  stats: { value: string; label: string }[] | null;
  phoneHours?: string | null;
  usdotNumber?: string | null;
  mcNumber?: string | null;
  ratingAverage?: number | null;
  ratingCount?: number | null;
  ratingSource?: string | null;
  ratingUrl?: string | null;
  cargoInsurance?: number | null;
  proofPlaceholders?: boolean | null;
}

export interface StrapiFeature {
  title: string;
  text: string;
  image: StrapiMedia | null;
}

interface StrapiSectionText {
  __typename: string;
  heading: string;
  intro: string | null;
}

export interface StrapiServiceTab {
  name: string;
  image: StrapiMedia | null;
  description: { title: string; description: string } | null;
  background: string | null;
}

/** One entry of the home page's `sections` dynamic zone; fields by component (see queries/site.ts). */
export interface StrapiHomeSection extends StrapiSectionText {
  count?: number | null;
  tabs?: StrapiServiceTab[] | null;
  button_label?: string | null;
  image?: StrapiMedia | null;
  points?: StrapiFeature[] | null;
  hours?: string | null;
  steps?: StrapiFeature[] | null;
  cards?: { title: string; text: string | null; image: StrapiMedia | null; url: string }[] | null;
  explore_label?: string | null;
  explore_url?: string | null;
  countries?:
    { name: string; regions: { name: string; links: { label: string; url: string }[] | null }[] | null }[] | null;
  questions?: { Question: string; Answer: string }[] | null;
}

export interface StrapiHomePage {
  title: string;
  subtitle: string | null;
  bg_image: StrapiMedia | null;
  mobile_image: StrapiMedia | null;
  styles: Record<string, string> | null;
  sections: StrapiHomeSection[] | null;
  updatedAt?: string | null;
}

/** One entry of the international page's `sections` dynamic zone. */
export interface StrapiInternationalSection extends StrapiSectionText {
  items?: StrapiFeature[] | null;
  steps?: StrapiFeature[] | null;
  groups?: { name: string; countries: string[] | null; image: StrapiMedia | null }[] | null;
  tabs?: { name: string; image: StrapiMedia | null; isDefault: boolean | null }[] | null;
  count?: number | null;
}

export interface StrapiInternationalPage {
  title: string;
  subtitle: string | null;
  image: StrapiMedia | null;
  sections: StrapiInternationalSection[] | null;
}
