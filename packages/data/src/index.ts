export * from './selectors';
