import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite in `.tmp/` is the embedded default. Hosted, the same app runs on PostgreSQL: set
 * CMS_DATABASE_URL (its own variable, so it never picks up the site's lead database).
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const postgresUrl = env('CMS_DATABASE_URL', '');
  if (postgresUrl) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: postgresUrl,
          ssl: env.bool('CMS_DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('CMS_DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('CMS_DATABASE_SCHEMA', 'public'),
        },
        pool: { min: 0, max: env.int('CMS_DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
      },
    } as Core.Config.Database;
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(__dirname, '..', '..', env('CMS_DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
    },
  };
};

export default config;
