export * from './admin';
export * from './catalog';
export * from './commerce';
export * from './community';
export * from './content';
export * from './idempotency';
export * from './members';
export * from './stock';
