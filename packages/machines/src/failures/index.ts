export * from './failures';
