export * from './fields';
export * from './graphql';
export * from './resource';
export * from './resources';
