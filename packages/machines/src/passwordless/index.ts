export * from './passwordless.machine';
