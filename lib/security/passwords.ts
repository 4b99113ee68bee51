import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with the OWASP Password Storage Cheat Sheet's first configuration
 * (m = 19 MiB, t = 2, p = 1). The PHC string keeps the parameters, so old hashes still verify if
 * these change.
 */
export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id; the package's enum is a const enum, unusable under isolatedModules.
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** False (never a throw) for a wrong password or a malformed hash. */
export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
