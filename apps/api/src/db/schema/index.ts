export * from './companies';
export * from './users';
export * from './projects';
export * from './directory';
export * from './account';
export * from './services';
export * from './graphql';
