export * from './account';
export * from './companies';
export * from './directory';
export * from './durable';
export * from './graphql';
export * from './projects';
export * from './services';
export * from './users';
