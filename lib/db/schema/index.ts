export * from './platform';
export * from './content';
export * from './system';
export * from './accounts';
export type { TLocalized } from './common';
export * from './spectators';
export * from './mirror';
export * from './memberships';
export * from './organiser';
