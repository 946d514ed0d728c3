import { SectionPage } from '../ui/section-page';

/** News list and news article (SPEC §2 "Other content pages"). */
export function NewsPage({ title = 'Новости' }: { title?: string }) {
  return <SectionPage title={title} />;
}
