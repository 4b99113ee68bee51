export * from './platform';
export * from './content';
export * from './system';
export type { TLocalized } from './common';
