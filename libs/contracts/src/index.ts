export * from './common';
export * from './roles';
export * from './users';
export * from './validation';
export * from './events';
export * from './blog';
export * from './contact';
export * from './service-requests';
