export * from './fields';
export * from './resource';
export * from './resources';
