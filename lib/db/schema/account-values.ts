/**
 * The value lists of accounts (seed section 3), without any database code, so browser forms can
 * import them without pulling in drizzle (lib/db/schema/accounts.ts re-exports them).
 */
export const ACCOUNT_ROLES = ['participant', 'spectator', 'promoter', 'organiser'] as const;
export type TAccountRole = (typeof ACCOUNT_ROLES)[number];

export const GENDERS = ['male', 'female'] as const;
export type TGender = (typeof GENDERS)[number];

/** The 17 relationship choices of the seed, in its order. */
export const RELATIONSHIPS = [
  'father',
  'mother',
  'guardian',
  'husband',
  'wife',
  'commonlaw',
  'uncle',
  'aunt',
  'brother',
  'sister',
  'son',
  'daughter',
  'friend',
  'boyfriend',
  'girlfriend',
  'lover',
  'other',
] as const;
export type TRelationship = (typeof RELATIONSHIPS)[number];
