import { SectionPage } from '../ui/section-page';

/** An information page (documents, training, about, contacts, policies…). */
export function InformationPage({ title = 'Информация' }: { title?: string }) {
  return <SectionPage title={title} />;
}
