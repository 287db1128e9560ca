// Our own copies of product pictures (issue 32): what other features may use.
export { queueDuePictures, queuePicture } from './queue';
export { PICTURE_FETCH_MSG } from './fetch-picture';
export { defaultPictureFetchOptions } from './fetch-options';
// The push queue's posts are checked the same way (app-services.ts hands it to notifications).
export { publicOnlyLookup } from './public-address';
export { picturesFeature } from './feature';
