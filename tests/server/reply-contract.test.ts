import Type from 'typebox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Closed, replies } from '../../src/contract/envelope';
import { success } from '../../src/server/http/envelope';
import type { TypedApp } from '../../src/server/http/typed-app';
import { startTestShop, type TestShop } from './test-app';

/**
 * The HTTP contract is checked on every reply of every server test (CHECK_REPLIES in test-app.ts). Here the check
 * itself: three example routes that promise `{count: integer}` and send something else.
 */
function addExampleRoutes(app: TypedApp): void {
  const schema = { response: replies(Closed({ count: Type.Integer() })) };
  // TypeScript refuses such a reply at compile time (the type provider); `as never` makes the mistake on purpose.
  const sendAnything = (data: unknown) => async () => success(data) as never;
  app.post('/back/test/contract/kept', { schema }, async () => success({ count: 3 }));
  app.post('/back/test/contract/extra', { schema }, sendAnything({ count: 3, password_hash: 'x' }));
  app.post('/back/test/contract/mistyped', { schema }, sendAnything({ count: '3' }));
  app.post('/back/test/contract/missing', { schema }, sendAnything({}));
}

describe('replies are checked against their schemas (tests and development)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: false, extend: addExampleRoutes });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('sends a reply that keeps its promise', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: '/back/test/contract/kept' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ result: 'success', data: { count: 3 } });
  });

  it.each(['extra', 'mistyped', 'missing'])(
    'turns a reply with a field %s into a 500 naming the field',
    async (kind) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const reply = await shop.app.inject({ method: 'POST', url: `/back/test/contract/${kind}` });
      expect(reply.statusCode).toBe(500);
      expect(reply.json()).toEqual({ result: 'error', error: expect.any(String) });
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/POST \/back\/test\/contract\/\w+ 200: the reply breaks its schema/),
      );
      logged.mockRestore();
    },
  );
});

describe('without the check (production), the schema serialiser sends only what the contract names', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: false, extend: addExampleRoutes, env: { CHECK_REPLIES: '0' } });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('drops a field the contract does not name, so no column leaks by accident', async () => {
    const reply = await shop.app.inject({ method: 'POST', url: '/back/test/contract/extra' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ result: 'success', data: { count: 3 } });
  });
});
