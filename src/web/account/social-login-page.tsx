import { SectionPage } from '../ui/section-page';

/** The VK ID login callback (SPEC §2 /vkauth). */
export function VkAuthPage({ title = 'Вход через VK ID' }: { title?: string }) {
  return <SectionPage title={title} />;
}

/** The Telegram login callback (SPEC §2 /telegramauth). */
export function TelegramAuthPage({ title = 'Вход через Telegram' }: { title?: string }) {
  return <SectionPage title={title} />;
}
