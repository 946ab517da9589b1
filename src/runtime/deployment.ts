/**
 * A production build: the Netlify adapter's (GATSBY_ADAPTER=netlify, or NETLIFY=true on Netlify's
 * builders). Gatsby writes each `process.env.X` of a Function's code in as its value at build time,
 * so inside a compiled Function this is fixed when it was built; scripts and tests read it now.
 */
export const isProductionBuild = (): boolean =>
  process.env.GATSBY_ADAPTER === 'netlify' || process.env.NETLIFY === 'true';

/** The settings a production deployment cannot run without: there is no local default to fall back on. */
export const PRODUCTION_SETTINGS = {
  DATABASE_URL: 'the PostgreSQL database of leads (a Function has no durable disk for SQLite)',
  LEAD_LINK_SECRET: "the key that signs customers' quote page and booking links",
  RATE_LIMIT_SALT: "the salt that hashes visitors' addresses for rate limits",
  SITE_URL: "the site's public address, which every link in an answer or an e-mail is made from",
} as const;

export type ProductionSetting = keyof typeof PRODUCTION_SETTINGS;

/** Required in production only with what they belong to (CRM_WEBHOOK_URL; order status events). */
const DEPENDENT_SETTINGS = {
  CRM_WEBHOOK_SECRET: "the key that signs the CRM webhook's requests",
  ORDER_STATUS_SECRET: "the key the broker's dispatch system signs order status events with (/api/orderStatus)",
} as const;

/** "DATABASE_URL is not set: ...", naming the variable and what it is for. */
export const missingSettingMessage = (name: ProductionSetting | keyof typeof DEPENDENT_SETTINGS): string =>
  `${name} is not set: a production deployment needs ${{ ...PRODUCTION_SETTINGS, ...DEPENDENT_SETTINGS }[name]}. Set it in the host's environment variables (README, "Production").`;

/** The production settings missing from `env`, in the order above. */
export const missingProductionSettings = (env: NodeJS.ProcessEnv): ProductionSetting[] =>
  (Object.keys(PRODUCTION_SETTINGS) as ProductionSetting[]).filter((name) => !env[name]?.trim());
