import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine, type AnyStateMachine } from 'xstate';

/**
 * Finds every XState machine exported from `machines/**\/*.machine.ts`: no list is kept by hand, so a new machine
 * file gets its diagram and is required to have path tests the moment it exists.
 *
 * Each machine gets a file-based kebab name, unique across capabilities: `machines/shell/cookie-notice.machine.ts`
 * → `shell-cookie-notice` (repeated folder/file segments collapse: `checkout/checkout.machine.ts` → `checkout`).
 * A file exporting several machines suffixes each with its export name (`…-address-form` for `addressFormMachine`).
 */

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface DiscoveredMachine {
  name: string;
  /** Repository-relative, with forward slashes. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  /** One line: the machine config's `description`, else the first sentence of its JSDoc block. */
  purpose: string;
}

export function isMachine(value: unknown): value is AnyStateMachine {
  return (
    value instanceof StateMachine ||
    (typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'transition' in value)
  );
}

export function findMachineFiles(root = repoRoot): string[] {
  const dir = join(root, 'machines');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.machine.ts'))
    .map((f) => `machines/${f.split(sep).join('/')}`)
    .sort();
}

export function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

export function baseName(file: string): string {
  const segments = file
    .replace(/^machines\//, '')
    .replace(/\.machine\.ts$/, '')
    .split('/');
  return segments
    .filter((s, i) => s !== segments[i - 1])
    .map(kebab)
    .join('-');
}

let cache: Promise<DiscoveredMachine[]> | undefined;

/** Imports every machine file once per process. */
export function discoverMachines(root = repoRoot): Promise<DiscoveredMachine[]> {
  cache ??= load(root);
  return cache;
}

async function load(root: string): Promise<DiscoveredMachine[]> {
  const found: DiscoveredMachine[] = [];
  for (const file of findMachineFiles(root)) {
    const mod = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    const source = readFileSync(join(root, file), 'utf8');
    const seen = new Set<unknown>();
    const exports = Object.keys(mod)
      .sort()
      .filter((key) => isMachine(mod[key]) && !seen.has(mod[key]) && seen.add(mod[key]));
    for (const exportName of exports) {
      const machine = mod[exportName] as AnyStateMachine;
      const suffix = exports.length > 1 ? `-${kebab(exportName.replace(/Machine$/, ''))}` : '';
      found.push({
        name: baseName(file) + suffix,
        file,
        exportName,
        machine,
        purpose: purposeOf(machine, source, exportName),
      });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

export async function machineNameOf(machine: AnyStateMachine): Promise<DiscoveredMachine> {
  const all = await discoverMachines();
  const hit = all.find((m) => m.machine === machine) ?? all.find((m) => m.machine.config === machine.config);
  if (!hit) throw new Error(`Machine "${machine.id}" is not exported from any machines/**/*.machine.ts file`);
  return hit;
}

export function purposeOf(machine: AnyStateMachine, source: string, exportName: string): string {
  const description = (machine.config as { description?: unknown }).description;
  if (typeof description === 'string' && description.trim()) return firstSentence(description);
  // The JSDoc right above the export, else the file's first JSDoc block.
  const before = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export\\s+const\\s+${exportName}\\b`).exec(source);
  const first = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\//.exec(source);
  const block = before?.[1] ?? first?.[1];
  if (!block) return '';
  const lines = block.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim());
  const tag = lines.findIndex((l) => l.startsWith('@'));
  return firstSentence((tag >= 0 ? lines.slice(0, tag) : lines).join(' '));
}

function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const match = /^.+?[.!?](?=\s|$)/.exec(flat);
  return (match ? match[0] : flat).trim();
}

export function relativeToRoot(abs: string, root = repoRoot): string {
  return relative(root, abs).split(sep).join('/');
}
