import { expect, type Page } from '@playwright/test';

/**
 * The back office's rich-text editor as the browser tests drive it (news, blog articles, product descriptions): a
 * paste as a browser's clipboard hands it over, and the player a YouTube link becomes under the shop's one HTML policy.
 */

/** The player https://youtu.be/dQw4w9WgXcQ becomes (src/domain/video-embed.ts). */
export const PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** A paste from an e-mail that carries a script. */
export const PASTED = '<p>Вставлено из письма<script>window.__pwned = 1</script></p>';

/**
 * Presses the toolbar's 'Жирный' as a mouse does, and waits for the caret to be back in the editor labelled `label`:
 * the editor gives the focus back in the next frame, and a key pressed before then goes to the button (an Enter then
 * toggled bold again instead of starting a paragraph: a flaky test).
 */
export async function toggleBold(page: Page, label = 'Текст') {
  await page.getByRole('button', { name: 'Жирный' }).click();
  await expect(page.getByRole('textbox', { name: label, exact: true })).toBeFocused();
}

/** Pastes HTML into the editor labelled `label` as a browser's clipboard would hand it over. */
export async function paste(page: Page, html: string, label = 'Текст') {
  await page.getByRole('textbox', { name: label, exact: true }).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'Вставлено из письма');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Whether a script pasted with PASTED ran on the page. */
export const scriptRan = (page: Page) => page.evaluate(() => (window as { __pwned?: number }).__pwned !== undefined);
