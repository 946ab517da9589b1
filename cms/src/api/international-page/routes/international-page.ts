import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::international-page.international-page');
