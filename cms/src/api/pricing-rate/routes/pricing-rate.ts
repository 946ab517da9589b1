import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::pricing-rate.pricing-rate');
