/** Field selections shared by the queries (types carry gatsby-source-graphql's STRAPI_ prefix). */

export const MEDIA_FIELDS = 'url alternativeText width height mime formats';

/** Fields that share a name across block types but differ in nullability are aliased, as
 *  GraphQL requires inside one union selection. */
export const CONTENT_BLOCKS = `
  __typename
  ... on STRAPI_ComponentBlocksRichText { id JSONContent }
  ... on STRAPI_ComponentBlocksTitle { id Title SubTitle Style }
  ... on STRAPI_ComponentBlocksImage { id blockImage: Image { ${MEDIA_FIELDS} } Alt }
  ... on STRAPI_ComponentBlocksContent { id markdown: Content }
  ... on STRAPI_ComponentBlocksListItem { id Item Icon listContent: Content }
  ... on STRAPI_ComponentBlocksChecklist { id Title ContentChecklist List { Text } }
  ... on STRAPI_ComponentBlocksCard { id cardImage: Image { ${MEDIA_FIELDS} } Subtitle cardContent: Content }
  ... on STRAPI_ComponentBlocksStateCard { id From To Distance }
  ... on STRAPI_ComponentBlocksQa { id Question Answer }
  ... on STRAPI_ComponentBlocksIndex { id Index }
`;

export const BLOG_FIELDS = `
  documentId Name Slug Description publishedAt firstPublishedAt updatedAt
  FeaturedImage { ${MEDIA_FIELDS} }
  Category { name slug }
`;

/** Posts newest first, by when they first went live (cms/config/features.ts), then by their last publish. */
export const POSTS_NEWEST_FIRST = ['firstPublishedAt:desc', 'publishedAt:desc'] as const;
