import { editLinkMachine, EDIT_LINK_TEXT } from '../../machines/admin/edit-link.machine';
import { EDIT_LINK_BROKEN } from '../../src/domain/admin-edit';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the storefront's 'Редактировать' landing in the back office (issue 15): a complete link goes to the
// server, whose page is opened (the link's address replaced); a link cut short is refused without a call; the
// server's refusal is shown as said and may be tried again.

const LINK = { kind: 'product', id: 42, token: 'abc.def' } as const;
const OTHER = new Error(
  'Эта ссылка «Редактировать» выдана другому сотруднику: войдите в панель управления под своей учётной записью',
);
const SILENT = new Error('');

await describePathTests(editLinkMachine, {
  inputs: {
    complete: LINK,
    'without its number': { ...LINK, id: Number.NaN },
    'without its token': { ...LINK, token: '' },
  },
  events: { 'editLink.retry': [{ type: 'editLink.retry' }] },
  actors: { openEditLink: { done: ['/products/42'], error: [OTHER, SILENT] } },
  states: {
    broken: ({ context, invoked }) => {
      expect(context.error).toBe(EDIT_LINK_BROKEN);
      expect(invoked.openEditLink ?? []).toEqual([]);
    },
    opening: ({ context, invoked }) => {
      expect(invoked.openEditLink.at(-1)).toEqual(context.link);
      expect(context.error).toBeNull();
    },
    refused: ({ context }) => {
      expect([OTHER.message, EDIT_LINK_TEXT.failed]).toContain(context.error);
    },
    opened: ({ context, actions }) => {
      expect(context.path).toBe('/products/42');
      expect(actions.goToEditor).toHaveBeenCalledTimes(1);
    },
  },
});

describe('edit link examples', () => {
  it("shows the server's refusal, then opens the editor when tried again", async () => {
    const run = await startScenario(editLinkMachine, { input: LINK });
    await run.fail('openEditLink', OTHER);
    expect(run.value).toBe('refused');
    expect(run.context.error).toBe(OTHER.message);
    await run.send({ type: 'editLink.retry' });
    await run.done('openEditLink', '/products/42');
    expect(run.value).toBe('opened');
    expect(run.invoked.openEditLink).toEqual([LINK, LINK]);
  });
});
