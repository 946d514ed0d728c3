import { mergeAttributes, Node } from '@tiptap/core';
import { isPlayerAddress } from '../../domain/video-embed';

/**
 * A video in a text: a YouTube or VK player's frame, the one kind of frame the shop's HTML policy keeps
 * (src/server/http/html-policy.ts). Written out as `<iframe src="…player…">`; read back only from a frame of those
 * players, so a frame of another site never enters the editor. The editor shows it as a labelled box with the
 * player's address (a live player in an editable text would catch the clicks); 'Предпросмотр' shows the player.
 */
export const RichTextVideo = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return { src: { default: null } };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => {
          const src = element.getAttribute('src');
          return src && isPlayerAddress(src) ? { src } : false;
        },
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      mergeAttributes(
        { width: '560', height: '315', title: 'Видео', frameborder: '0', allowfullscreen: 'true' },
        { src: HTMLAttributes.src as string },
      ),
    ];
  },

  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.setAttribute('contenteditable', 'false');
      dom.setAttribute('data-video', '');
      dom.textContent = `Видео: ${String(node.attrs.src)}`;
      return { dom };
    };
  },
});
