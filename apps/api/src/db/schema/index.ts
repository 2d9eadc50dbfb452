export * from './catalog';
export * from './commerce';
export * from './content';
export * from './members';
