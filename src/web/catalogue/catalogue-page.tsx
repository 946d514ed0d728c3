import { SectionPage } from '../ui/section-page';

/** Catalogue, category and all-products pages (SPEC §2); the catalogue issue fills them. */
export function CataloguePage({ title = 'Каталог' }: { title?: string }) {
  return <SectionPage title={title} />;
}
