export * from './authModal.machine';
export * from './authModal.types';
