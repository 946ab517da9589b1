import type { GatsbyNode } from 'gatsby';

/**
 * Gatsby's SitePage type is declared @dontInfer among its built-in types, but that declaration
 * never reaches the store's inference records, so every page node created or changed is walked
 * field by field for type inference, its whole context included (the menus, a list's posts), and
 * every string in it is tried against Moment's date formats: over a second for the four pages one
 * post edit changes on a thousand-post site (issue 30). Declaring it again here, with the same
 * directive, marks the type as not inferred, as Gatsby already treats it. Nothing queries
 * SitePage's context: the pages get their data through pageContext.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes('type SitePage implements Node @dontInfer { path: String! }');
};
