import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::order-term.order-term');
