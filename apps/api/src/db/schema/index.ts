export * from './admin';
export * from './catalog';
export * from './commerce';
export * from './community';
export * from './content';
export * from './members';
export * from './reconciliation';
export * from './stock';
