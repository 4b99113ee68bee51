import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Private files of waiver records (selfies), kept outside the public folder under
 * PRIVATE_FILES_DIR/selfies with server-made names. Nothing serves this folder: a selfie is read
 * only through lib/spectators/waiver-view.ts `readSelfie`, which checks who is asking.
 */
const SELFIE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/;

export function isSelfieName(name: string): boolean {
  return SELFIE_NAME.test(name);
}

function selfiePath(dir: string, name: string): string {
  if (!isSelfieName(name)) throw new Error(`not a selfie file name: ${name}`);
  return path.join(path.resolve(dir), 'selfies', name);
}

/** Store a selfie (JPEG bytes) under a new random name; answers the name. */
export async function storeSelfie(dir: string, jpeg: Buffer): Promise<string> {
  await mkdir(path.join(path.resolve(dir), 'selfies'), { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.jpg`;
  await writeFile(selfiePath(dir, name), jpeg, { flag: 'wx', mode: 0o600 });
  return name;
}

/** Store a selfie under a given name (demo seed), replacing any file of that name. */
export async function storeSelfieAs(dir: string, name: string, jpeg: Buffer): Promise<void> {
  await mkdir(path.join(path.resolve(dir), 'selfies'), { recursive: true, mode: 0o700 });
  await writeFile(selfiePath(dir, name), jpeg, { mode: 0o600 });
}

export async function readSelfieFile(dir: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(selfiePath(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Remove a selfie whose record could not be written (never one that a record names). */
export async function discardSelfie(dir: string, name: string): Promise<void> {
  await rm(selfiePath(dir, name), { force: true });
}
