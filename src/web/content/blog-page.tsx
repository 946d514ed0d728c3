import { SectionPage } from '../ui/section-page';

/** Blog list and blog article (SPEC §2 "Other content pages"). */
export function BlogPage({ title = 'Блог' }: { title?: string }) {
  return <SectionPage title={title} />;
}
