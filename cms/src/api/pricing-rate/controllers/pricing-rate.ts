import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::pricing-rate.pricing-rate');
