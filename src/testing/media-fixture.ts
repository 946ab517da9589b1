import type { Media } from '../types/content';

/** A CMS image as the normalizers make it. */
export const image = (name: string, alt = `Illustration: ${name}`): Media => ({
  url: `http://cms.test/uploads/${name}.jpg`,
  alt,
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: [{ name: 'small', url: `http://cms.test/uploads/small_${name}.jpg`, width: 500, height: 313 }],
});

export const video = (name: string): Media => ({
  url: `http://cms.test/uploads/${name}.webm`,
  alt: '',
  width: null,
  height: null,
  mime: 'video/webm',
  formats: [],
});
