import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::international-page.international-page');
