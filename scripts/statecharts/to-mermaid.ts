import type { AnyStateMachine } from 'xstate';
import { actionNames, type AnyStateNode, type WalkedMachine, type WalkedTransition, walkMachine } from './walk-machine';

/**
 * Turns a machine into a Mermaid `stateDiagram-v2`: compound states become composite states, parallel regions are
 * composite states separated by `--`, final states lead to `[*]`, invoked actors and entry/exit actions are written on
 * their state. A transition is drawn in the innermost composite state that holds both ends (Mermaid cannot draw an
 * edge declared inside one composite to a state of another). Labels read `EVENT [guard] / actions`.
 */

const KEYWORDS = new Set([
  'state',
  'note',
  'end',
  'direction',
  'class',
  'classDef',
  'style',
  'as',
  'left',
  'right',
  'of',
  'click',
]);

export function mermaidId(node: AnyStateNode): string {
  const clean = (k: string) => k.replace(/[^A-Za-z0-9_]/g, '_');
  if (!node.parent) return `${clean(node.machine.id)}__machine`;
  const id = node.path.map(clean).join('__');
  return KEYWORDS.has(id) ? `${id}_state` : id;
}

/** Mermaid ends a label at `;` and at a line break; `#` starts an entity. */
function escapeLabel(text: string): string {
  return text.replace(/#/g, '#35;').replace(/;/g, '#59;').replace(/\s+/g, ' ');
}

export function transitionLabel(t: WalkedTransition): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  const actions = t.actions.length ? ` / ${t.actions.join(', ')}` : '';
  return escapeLabel(`${t.trigger}${guard}${actions}`);
}

export function toMermaid(machine: AnyStateMachine, walked: WalkedMachine = walkMachine(machine)): string {
  const lines: string[] = ['stateDiagram-v2'];
  const root = machine.root as AnyStateNode;
  // The machine itself becomes a composite state when it needs a box: parallel regions (Mermaid has no top-level
  // `--`), or transitions, invokes or actions of its own.
  const boxed =
    root.type === 'parallel' ||
    walked.transitions.some((t) => t.source === root || t.targets.includes(root)) ||
    stateLines(root).length > 0;
  // Each transition goes to the scope (a composite state, or `top`) that contains both its ends.
  const top = null;
  const edgesByScope = new Map<AnyStateNode | null, WalkedTransition[]>();
  for (const t of walked.transitions) {
    let scope: AnyStateNode | null = edgeScope(t.source, t.targets.length ? t.targets : [t.source]) ?? top;
    if (scope === root && !boxed) scope = top;
    edgesByScope.set(scope, [...(edgesByScope.get(scope) ?? []), t]);
  }
  const emitEdges = (scope: AnyStateNode | null, indent: string) => {
    for (const t of edgesByScope.get(scope) ?? []) {
      for (const target of t.targets.length ? t.targets : [t.source]) {
        lines.push(`${indent}${mermaidId(t.source)} --> ${mermaidId(target)} : ${transitionLabel(t)}`);
      }
    }
  };

  const emitScope = (scope: AnyStateNode, indent: string): void => {
    const children = Object.values(scope.states) as AnyStateNode[];
    if (scope.type === 'parallel') {
      // Regions are composite states, separated by `--`.
      children.forEach((region, i) => {
        if (i > 0) lines.push(`${indent}--`);
        emitState(region, indent);
      });
    } else {
      const initial = scope.initial?.target?.[0] as AnyStateNode | undefined;
      if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
      children.forEach((child) => emitState(child, indent));
    }
    emitEdges(scope === root && !boxed ? top : scope, indent);
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
  };

  const emitState = (node: AnyStateNode, indent: string): void => {
    const id = mermaidId(node);
    const composite = node.type === 'compound' || node.type === 'parallel';
    const key = node.parent ? node.key : node.machine.id;
    const name = node.type === 'history' ? `${key} (${node.history === 'deep' ? 'H*' : 'H'})` : key;
    if (composite) {
      lines.push(`${indent}state "${escapeLabel(name)}" as ${id} {`);
      emitScope(node, `${indent}  `);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${escapeLabel(name)}" as ${id}`);
    }
    for (const line of stateLines(node)) {
      // A description line shows inside an atomic state's box; composite states take a note.
      lines.push(
        composite ? `${indent}note right of ${id} : ${escapeLabel(line)}` : `${indent}${id} : ${escapeLabel(line)}`,
      );
    }
  };

  if (boxed) {
    lines.push(`  [*] --> ${mermaidId(root)}`);
    emitState(root, '  ');
    emitEdges(top, '  ');
  } else {
    emitScope(root, '  ');
  }
  return `${lines.join('\n')}\n`;
}

function stateLines(node: AnyStateNode): string[] {
  const lines: string[] = [];
  if (node.description) lines.push(node.description);
  for (const inv of node.invoke) lines.push(`invoke ${typeof inv.src === 'string' ? inv.src : inv.id}`);
  const entry = actionNames(node.entry);
  const exit = actionNames(node.exit);
  if (entry.length) lines.push(`entry / ${entry.join(', ')}`);
  if (exit.length) lines.push(`exit / ${exit.join(', ')}`);
  return lines;
}

/**
 * The innermost compound state (or the root) that strictly contains every end of the edge; undefined when an end is
 * the root itself.
 */
function edgeScope(source: AnyStateNode, targets: AnyStateNode[]): AnyStateNode | undefined {
  const ancestors = (n: AnyStateNode): AnyStateNode[] => (n.parent ? [n.parent, ...ancestors(n.parent)] : []);
  const common = [source, ...targets].map(ancestors).reduce((acc, list) => acc.filter((a) => list.includes(a)));
  // A parallel state's direct children are its regions: an edge there must live one level up.
  return common.find((a) => a.type !== 'parallel');
}
