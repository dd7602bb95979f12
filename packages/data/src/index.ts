export * from './client';
export * from './contract';
export * from './providers/cards';
export * from './providers/geocoding';
export * from './selectors';
export { sitePaths } from './site/sitePaths';
