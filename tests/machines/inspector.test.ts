import { type AnyActorRef, createActor, fromPromise, type InspectionEvent } from 'xstate';
import { cookieNoticeMachine } from '../../machines/shell/cookie-notice.machine';
import { menuMachine } from '../../machines/shell/menu.machine';
import { startInspectorIfRequested } from '../../src/web/shell/inspector';
import { attachInspector, inspect } from '../../src/web/ui/inspect';

// The app creates every actor with the `inspect` relay; whatever is attached to the relay sees every actor, its
// events and its snapshots. In the browser that is the Stately inspector (loaded with ?inspect); here, a listener.

// The inspector module is replaced by a double whose import resolves only when the test opens the gate, so the test
// controls the moment "the dynamic import has arrived".
const inspector = vi.hoisted(() => {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { gate, open, imported: false, received: [] as InspectionEvent[], created: 0 };
});
vi.mock('@statelyai/inspect', async () => {
  await inspector.gate;
  inspector.imported = true;
  return {
    createBrowserInspector: () => {
      inspector.created += 1;
      return { inspect: { next: (event: InspectionEvent) => inspector.received.push(event) }, adapter: {} };
    },
  };
});

afterEach(() => attachInspector(undefined));

const ofActor = (events: InspectionEvent[], actor: { sessionId: string }) =>
  events.filter((e) => e.actorRef.sessionId === actor.sessionId);

describe('the inspect relay', () => {
  it("shows an attached inspector every actor's creation, events and snapshots", () => {
    const seen: InspectionEvent[] = [];
    attachInspector((event) => seen.push(event));

    const menu = createActor(menuMachine, { inspect }).start();
    menu.send({ type: 'menu.toggle' });
    menu.send({ type: 'menu.close' });

    const mine = ofActor(seen, menu);
    expect(mine.filter((e) => e.type === '@xstate.actor')).toHaveLength(1);
    expect(mine.filter((e) => e.type === '@xstate.event').map((e) => e.event.type)).toEqual([
      'xstate.init',
      'menu.toggle',
      'menu.close',
    ]);
    expect(mine.filter((e) => e.type === '@xstate.snapshot').map((e) => e.snapshot)).toEqual([
      expect.objectContaining({ value: 'closed' }),
      expect.objectContaining({ value: 'open' }),
      expect.objectContaining({ value: 'closed' }),
    ]);
  });

  it('also shows the actors a machine invokes, and the states their results lead to', async () => {
    const seen: InspectionEvent[] = [];
    attachInspector((event) => seen.push(event));

    const notice = createActor(
      cookieNoticeMachine.provide({ actors: { loadCookieText: fromPromise(async () => 'Cookie notice text') } }),
      { input: { accepted: false }, inspect },
    ).start();
    await vi.waitFor(() => expect(notice.getSnapshot().value).toBe('visible'));
    notice.send({ type: 'cookie.accept' });

    const created = seen.filter((e) => e.type === '@xstate.actor').map((e) => e.actorRef);
    expect(created).toContain(notice);
    expect(created.some((ref) => (ref as AnyActorRef).id === '0.cookieNotice.loading')).toBe(true);
    const events = ofActor(seen, notice)
      .filter((e) => e.type === '@xstate.event')
      .map((e) => e.event.type);
    expect(events).toEqual(['xstate.init', 'xstate.done.actor.0.cookieNotice.loading', 'cookie.accept']);
    const states = ofActor(seen, notice)
      .filter((e) => e.type === '@xstate.snapshot')
      .map((e) => e.snapshot);
    expect(states.at(-2)).toMatchObject({ value: 'visible', context: { text: 'Cookie notice text' } });
    expect(states.at(-1)).toMatchObject({ value: 'hidden', context: { accepted: true } });
  });

  it('goes nowhere when nothing is attached', () => {
    const menu = createActor(menuMachine, { inspect }).start();
    expect(() => menu.send({ type: 'menu.toggle' })).not.toThrow();
    expect(menu.getSnapshot().value).toBe('open');
  });
});

describe('startInspectorIfRequested', () => {
  // Order matters: the first test proves the module is not even imported without ?inspect.
  it('loads nothing without ?inspect', async () => {
    await expect(startInspectorIfRequested('?page=2')).resolves.toBe(false);
    const menu = createActor(menuMachine, { inspect }).start();
    menu.send({ type: 'menu.toggle' });
    expect(inspector.imported).toBe(false);
    expect(inspector.created).toBe(0);
  });

  it('keeps the events of actors created while the inspector loads and hands them over, in order', async () => {
    const started = startInspectorIfRequested('?inspect');

    // The app renders and creates its actors before the dynamic import has arrived.
    const menu = createActor(menuMachine, { inspect }).start();
    menu.send({ type: 'menu.toggle' });
    await Promise.resolve();
    expect(inspector.created).toBe(0);

    inspector.open();
    await expect(started).resolves.toBe(true);
    expect(inspector.created).toBe(1);

    menu.send({ type: 'menu.close' });
    const mine = ofActor(inspector.received, menu);
    expect(mine[0].type).toBe('@xstate.actor');
    expect(mine.filter((e) => e.type === '@xstate.event').map((e) => e.event.type)).toEqual([
      'xstate.init',
      'menu.toggle',
      'menu.close',
    ]);
    expect(mine.filter((e) => e.type === '@xstate.snapshot').map((e) => e.snapshot)).toEqual([
      expect.objectContaining({ value: 'closed' }),
      expect.objectContaining({ value: 'open' }),
      expect.objectContaining({ value: 'closed' }),
    ]);
  });
});
