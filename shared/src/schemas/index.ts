export * from './tenant-config';
export * from './consent';
export * from './customer';
export * from './catalogue';
export * from './search';
export * from './cart';
export * from './content';
