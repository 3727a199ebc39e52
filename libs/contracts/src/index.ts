export * from './common';
export * from './roles';
export * from './users';
export * from './validation';
export * from './events';
