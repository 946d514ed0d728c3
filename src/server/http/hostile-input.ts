import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** Deeper than any request of the shop's own (the deepest is a cart option inside the add call). */
const MAX_DEPTH = 16;
/** More items or keys than any form or list the shop sends. */
const MAX_ITEMS = 500;
/** Longer than any text field the shop takes (descriptions and reviews have their own, smaller limits). */
const MAX_STRING = 100_000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// A UTF-16 surrogate without its pair: not text, and PostgreSQL refuses it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const HOSTILE_INPUT = {
  nul: 'Запрос содержит недопустимый символ (NUL)',
  surrogate: 'Запрос содержит недопустимые символы: текст должен быть в кодировке UTF-8',
  longString: `Слишком длинное значение в запросе: не больше ${MAX_STRING} символов`,
  number: 'Запрос содержит недопустимое число',
  deep: 'Слишком глубокая вложенность данных в запросе',
  many: 'Слишком много значений в запросе',
  key: 'Запрос содержит недопустимое имя поля',
  duplicate: 'В запросе одно и то же поле указано дважды',
} as const;

/**
 * Whether a JSON text names one key twice in an object. JSON.parse keeps the last one silently, so a value the edge
 * check would refuse can hide behind a harmless duplicate, and two parsers (ours, a proxy's) can read different
 * requests from one text. An iterative scan, so a 1,000-deep text costs no stack.
 */
export function hasDuplicateKeys(text: string): boolean {
  const objects: (Set<string> | null)[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = objects[objects.length - 1];
      if (expectKey && top) {
        let key: string;
        try {
          key = JSON.parse(text.slice(i, end + 1)) as string;
        } catch {
          return false; // not JSON: the parser refuses it
        }
        if (top.has(key)) return true;
        top.add(key);
        expectKey = false;
      }
      i = end;
    } else if (c === '{') {
      objects.push(new Set());
      expectKey = true;
    } else if (c === '[') {
      objects.push(null);
      expectKey = false;
    } else if (c === '}' || c === ']') {
      objects.pop();
      expectKey = false;
    } else if (c === ',') {
      expectKey = objects[objects.length - 1] instanceof Set;
    }
  }
  return false;
}

/** The first problem of a value, walking it to the bottom; null when it is ordinary data. */
export function hostileProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return HOSTILE_INPUT.nul;
    if (value.length > MAX_STRING) return HOSTILE_INPUT.longString;
    return LONE_SURROGATE.test(value) ? HOSTILE_INPUT.surrogate : null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : HOSTILE_INPUT.number;
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_DEPTH) return HOSTILE_INPUT.deep;
  if (Array.isArray(value)) {
    if (value.length > MAX_ITEMS) return HOSTILE_INPUT.many;
    for (const item of value) {
      const problem = hostileProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (Buffer.isBuffer(value)) return null;
  const keys = Object.keys(value);
  if (keys.length > MAX_ITEMS) return HOSTILE_INPUT.many;
  for (const key of keys) {
    if (FORBIDDEN_KEYS.has(key)) return HOSTILE_INPUT.key;
    const problem =
      hostileProblem(key, depth + 1) ?? hostileProblem((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * One check at the edge, before any schema or route sees a request: NUL bytes and lone surrogates in any string (the
 * database refuses both, which would be a 500), non-finite numbers (JSON's 1e400 parses as Infinity), very long
 * strings, very deep or very wide structures and prototype keys are a 400 with a Russian message. Routes then only
 * meet ordinary data, and their schemas say what they need of it.
 */
export function registerHostileInputCheck(app: FastifyInstance): void {
  const check = async (request: FastifyRequest) => {
    const problem = hostileProblem(request.query) ?? hostileProblem(request.params) ?? hostileProblem(request.body);
    if (problem) throw new HttpError(400, problem);
  };
  app.addHook('preValidation', check);
  // Again after the schemas, whose type coercion can make Infinity of a harmless-looking '1e400' in a path or query.
  app.addHook('preHandler', check);
}
