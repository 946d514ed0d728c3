import { SectionPage } from '../ui/section-page';

/** A product page (SPEC §2 "Product page"); the catalogue issue fills it. */
export function ProductPage({ title = 'Товар' }: { title?: string }) {
  return <SectionPage title={title} />;
}
