import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Argon2id with the OWASP Password Storage Cheat Sheet parameters (D20): 19 MiB, 2 passes, 1 lane. */
const ARGON2ID: Algorithm = 2 satisfies Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;
/** A hash nobody's password matches: verified against when the account is unknown, so timing tells nothing. */
const dummyHash = () => (dummy ??= hashPassword(`no account ${Math.random()}`));

/**
 * Checks a password against a stored hash. A missing hash (unknown account, or an account whose password
 * was never set) still costs one Argon2 verification and always fails.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
