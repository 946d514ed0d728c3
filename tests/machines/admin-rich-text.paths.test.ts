import {
  RICH_TEXT,
  linkProblem,
  richTextMachine,
  videoProblem,
  type RichTextEvent,
} from '../../machines/admin/rich-text.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the back office's rich-text editor (issue 16): a link or a video is asked for in the toolbar's form
// and put in only when its address is one the shop keeps (a video: YouTube or VK, as the player's frame); the
// preview shows the server's HTML of the text as it is now, a failed one may be asked again.

const ev = (event: RichTextEvent) => event;
const WRITTEN = '<p>Текст<script>alert(1)</script></p>';
const SERVED = '<p>Текст</p>';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

await describePathTests(richTextMachine, {
  inputs: { empty: { html: '' } },
  events: {
    'text.change': [ev({ type: 'text.change', html: WRITTEN })],
    'link.open': [ev({ type: 'link.open', address: '' })],
    'address.change': [
      ev({ type: 'address.change', address: '/dokumenty' }),
      ev({ type: 'address.change', address: YOUTUBE }),
      ev({ type: 'address.change', address: 'javascript:alert(1)' }),
    ],
  },
  actors: { preview: { done: [SERVED], error: [new Error('Нет связи'), 'no words'] } },
  states: {
    writing: ({ context, actions }) => {
      // Only an address the shop keeps was put in, a video as its player's frame.
      for (const [, { href }] of actions.setLink.mock.calls as [unknown, { href: string }][]) {
        expect(linkProblem(href)).toBeNull();
      }
      for (const [, { src }] of actions.insertVideo.mock.calls as [unknown, { src: string }][]) {
        expect(src).toBe(PLAYER);
      }
      expect(context.problem).toBeNull();
    },
    asking: ({ context, actions }) => {
      if (context.problem) {
        expect(context.problem).toBe(
          context.form === 'link' ? linkProblem(context.address) : videoProblem(context.address),
        );
      }
      expect(actions.setLink.mock.calls.length + actions.insertVideo.mock.calls.length).toBeLessThanOrEqual(3);
    },
    'previewing.loading': ({ context, invoked }) => {
      expect(invoked.preview.at(-1)).toEqual({ html: context.html });
      expect(context.error).toBeNull();
    },
    'previewing.shown': ({ context }) => {
      expect(context.preview).toBe(SERVED);
    },
    'previewing.failed': ({ context }) => {
      expect(['Нет связи', RICH_TEXT.previewFailed]).toContain(context.error);
    },
  },
});

describe('rich text examples', () => {
  it('puts a YouTube link in as the player’s frame, refusing another site first', async () => {
    const run = await startScenario(richTextMachine, { input: { html: '' } });
    await run.send({ type: 'video.open' });
    await run.send({ type: 'address.submit' });
    expect(run.context.problem).toBe(RICH_TEXT.videoMissing);
    await run.send({ type: 'address.change', address: 'https://rutube.ru/video/123/' });
    await run.send({ type: 'address.submit' });
    expect(run.context.problem).toBe(RICH_TEXT.videoInvalid);
    expect(run.actions.insertVideo).not.toHaveBeenCalled();
    await run.send({ type: 'address.change', address: 'https://vk.com/video-22822305_456241864' });
    await run.send({ type: 'address.submit' });
    expect(run.value).toBe('writing');
    expect(run.actions.insertVideo).toHaveBeenCalledWith(expect.anything(), {
      src: 'https://vk.com/video_ext.php?oid=-22822305&id=456241864&hd=2',
    });
  });

  it('links to a page of the shop, a site, an e-mail or a phone, never a script', async () => {
    expect(linkProblem('/dokumenty')).toBeNull();
    expect(linkProblem('https://example.ru/a')).toBeNull();
    expect(linkProblem('mailto:shop@example.ru')).toBeNull();
    expect(linkProblem('tel:+7 (495) 123-45-67')).toBeNull();
    expect(linkProblem('javascript:alert(1)')).toBe(RICH_TEXT.linkInvalid);
    expect(linkProblem('//evil.example')).toBe(RICH_TEXT.linkInvalid);
    expect(linkProblem('  ')).toBe(RICH_TEXT.linkMissing);
    const run = await startScenario(richTextMachine, { input: { html: '' } });
    await run.send({ type: 'link.open', address: 'https://old.example.ru' });
    expect(run.context.address).toBe('https://old.example.ru');
    await run.send({ type: 'address.change', address: ' /kontakty ' });
    await run.send({ type: 'address.submit' });
    expect(run.actions.setLink).toHaveBeenCalledWith(expect.anything(), { href: '/kontakty' });
  });

  it('previews the text as it is now, and again after a failure', async () => {
    const run = await startScenario(richTextMachine, { input: { html: '<p>Было</p>' } });
    await run.send({ type: 'text.change', html: WRITTEN });
    await run.send({ type: 'preview.open' });
    expect(run.invoked.preview).toEqual([{ html: WRITTEN }]);
    await run.fail('preview', new Error('Нет связи'));
    expect(run.context.error).toBe('Нет связи');
    await run.send({ type: 'preview.retry' });
    await run.done('preview', SERVED);
    expect(run.context).toMatchObject({ preview: SERVED, error: null });
    await run.send({ type: 'preview.close' });
    expect(run.value).toBe('writing');
  });
});
