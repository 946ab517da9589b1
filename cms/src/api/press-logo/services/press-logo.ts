import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::press-logo.press-logo');
