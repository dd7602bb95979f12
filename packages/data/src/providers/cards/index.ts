export * from './offline';
export * from './stripe';
export * from './types';
