export * from './session.machine';
