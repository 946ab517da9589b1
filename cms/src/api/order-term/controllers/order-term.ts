import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::order-term.order-term');
