import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_PAGES_FOLDER, type PrerenderedPage } from '@hvac/contracts';

/** <remotesDir>/<folder>/<version>/pages: beside the build it was drawn from, so it goes when the version is pruned. */
export const pagesDirOf = (remotesDir: string, versionDir: string): string => path.join(remotesDir, versionDir, PRERENDERED_PAGES_FOLDER);

/** Written to a temporary file and renamed, so the gateway never reads half a page. */
export async function writePage(pagesDir: string, file: string, page: PrerenderedPage): Promise<void> {
  const target = path.join(pagesDir, file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.writeFile(temp, JSON.stringify(page));
  await fs.rename(temp, target);
}
