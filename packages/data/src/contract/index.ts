export * from './fields';
export * from './graphql';
export * from './limits';
export * from './resource';
export * from './resources';
