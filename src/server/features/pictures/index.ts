// Our own copies of product pictures (issue 32): what other features may use.
export { queueDuePictures, queuePicture } from './queue';
export { PICTURE_FETCH_MSG } from './fetch-picture';
export { defaultPictureFetchOptions } from './fetch-options';
export { picturesFeature } from './feature';
