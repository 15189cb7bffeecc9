/**
 * A database file for a file engine's contract test (`file`), in a fresh temporary folder (`dir`)
 * removed after the test file's tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export function tempDatabase(folderPrefix: string, fileName: string): { dir: string; file: string } {
  const dir = mkdtempSync(join(tmpdir(), folderPrefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, file: join(dir, fileName) };
}
