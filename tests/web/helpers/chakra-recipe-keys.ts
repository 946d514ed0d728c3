import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Which of Chakra's recipes a folder of our code needs, read from the sources rather than listed by hand: the names the
 * code imports from '@chakra-ui/react', the component modules Chakra's index exports them from, and every recipe key
 * (`key: "button"`) those modules and the Chakra modules they import ask for. The storefront's system carries only
 * some recipes (src/web/ui/storefront-recipes.ts); this is what tells it which.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const CHAKRA_ESM = join(ROOT, 'node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every name imported from '@chakra-ui/react' by the .ts/.tsx files under `dir`, with the files that import it. */
export function chakraImportsOf(dir: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of sourceFiles(join(ROOT, dir))) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g,
    )) {
      if (/import\s+type/.test(match[0])) continue;
      for (const part of match[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (!name || part.trim().startsWith('type ')) continue;
        names.set(name, [...(names.get(name) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return names;
}

/** Chakra's index: exported name → the module it comes from. */
function chakraExports(): Map<string, string> {
  const index = readFileSync(join(CHAKRA_ESM, 'index.js'), 'utf8');
  const modules = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, alias, from] of index.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(alias, from);
  for (const [, list, from] of index.matchAll(/export \{([^}]+)\} from '([^']+)'/g)) {
    for (const part of list.split(',')) {
      const [name, as] = part.trim().split(/\s+as\s+/);
      if (name) modules.set(as ?? name, join(CHAKRA_ESM, from));
    }
  }
  for (const [, list] of index.matchAll(/export \{([^}]+)\};/g)) {
    for (const part of list.split(',')) {
      const [alias, as] = part.trim().split(/\s+as\s+/);
      const from = namespaces.get(alias);
      if (from && as) modules.set(as, join(CHAKRA_ESM, from));
    }
  }
  return modules;
}

/** The recipe keys a Chakra module asks for, itself and through the Chakra modules it imports. */
function recipeKeysOf(module: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(module)) return keys;
  seen.add(module);
  let code: string;
  try {
    code = readFileSync(module, 'utf8');
  } catch {
    return keys;
  }
  for (const [, key] of code.matchAll(/\bkey: "([A-Za-z]+)"/g)) keys.add(key);
  for (const [, from] of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    for (const key of recipeKeysOf(join(dirname(module), from), seen)) keys.add(key);
  }
  return keys;
}

/** Every recipe key the code under `dir` needs, each with the Chakra names that need it. */
export function recipeKeysNeededBy(dir: string): Map<string, string[]> {
  const exported = chakraExports();
  const needed = new Map<string, string[]>();
  for (const name of chakraImportsOf(dir).keys()) {
    const module = exported.get(name);
    if (!module) continue;
    for (const key of recipeKeysOf(module)) needed.set(key, [...(needed.get(key) ?? []), name]);
  }
  return needed;
}
