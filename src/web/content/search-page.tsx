import { SectionPage } from '../ui/section-page';

/** The search page (SPEC §2); the search issue reads the stored query and lists the results. */
export function SearchPage({ title = 'Поиск' }: { title?: string }) {
  return <SectionPage title={title} />;
}
