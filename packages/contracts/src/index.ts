export * from './auth';
export * from './common';
export * from './user';
export * from './promotion';
export * from './trade';
export * from './order';
export * from './post';
