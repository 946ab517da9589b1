import type { Core } from '@strapi/strapi';

/** The name editors see in Settings → API Tokens. */
export const PREVIEW_TOKEN_NAME = 'Site preview';
const DESCRIPTION =
  'Lets the preview site read drafts. Read-only. Set by the CMS from CMS_PREVIEW_TOKEN on every start: changing it here does not last.';

interface TokenRow {
  id: number;
  type?: string;
  kind?: string | null;
  accessKey?: string;
  description?: string | null;
  expiresAt?: unknown;
}

interface TokenService {
  hash(accessKey: string): string;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
}

/**
 * When CMS_PREVIEW_TOKEN is set, a read-only API token named "Site preview" opens the content API
 * with that value, so the preview site's build (given the same value) reads drafts and nothing
 * else can change through it. Strapi keeps only an HMAC of a token's key (apiToken.salt) and an
 * encrypted copy the admin shows (admin.secrets.encryptionKey): both are written here from the
 * value, as Strapi's own create and regenerate write them from a random one. Without the variable
 * an existing token is left as it is.
 */
export async function ensurePreviewToken(
  strapi: Core.Strapi,
  accessKey = process.env.CMS_PREVIEW_TOKEN?.trim() ?? '',
): Promise<void> {
  if (!accessKey) return;
  const tokens = strapi.db.query('admin::api-token');
  const service = strapi.service('admin::api-token') as unknown as TokenService;
  const hashed = service.hash(accessKey);
  let token = (await tokens.findOne({ where: { name: PREVIEW_TOKEN_NAME } })) as TokenRow | null;
  if (!token) {
    const created = await service.create({
      name: PREVIEW_TOKEN_NAME,
      description: DESCRIPTION,
      type: 'read-only',
      lifespan: null,
    });
    token = (await tokens.findOne({ where: { id: created.id } })) as TokenRow;
  }
  const keyed = token.accessKey === hashed;
  const intact =
    keyed && token.type === 'read-only' && (token.kind ?? 'content-api') === 'content-api' && !token.expiresAt;
  if (intact) return;
  const encryptedKey = (strapi.service('admin::encryption') as { encrypt(value: string): string | null }).encrypt(
    accessKey,
  );
  await tokens.update({
    where: { id: token.id },
    data: {
      type: 'read-only',
      kind: 'content-api',
      description: DESCRIPTION,
      lifespan: null,
      expiresAt: null,
      ...(keyed ? {} : { accessKey: hashed, encryptedKey }),
    },
  });
  strapi.log.info(`API token "${PREVIEW_TOKEN_NAME}" set from CMS_PREVIEW_TOKEN (read-only).`);
}
