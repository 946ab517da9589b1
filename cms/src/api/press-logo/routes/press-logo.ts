import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::press-logo.press-logo');
