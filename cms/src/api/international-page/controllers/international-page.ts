import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::international-page.international-page');
