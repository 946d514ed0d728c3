import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

const known = new Map<string, { changed: number; size: number; version: string }>();

/**
 * A file's version for its address (`start.js?v=…`): the start of its content's SHA-256, so that every process behind
 * a load balancer names the same build alike. Worked out again only when the file changed; undefined when there is no
 * such file.
 */
export function fileVersion(file: string): string | undefined {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    known.delete(file);
    return undefined;
  }
  const seen = known.get(file);
  if (seen?.changed === stats.mtimeMs && seen.size === stats.size) return seen.version;
  const version = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 16);
  known.set(file, { changed: stats.mtimeMs, size: stats.size, version });
  return version;
}
