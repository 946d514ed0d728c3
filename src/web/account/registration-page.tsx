import { SectionPage } from '../ui/section-page';

/** Registration (SPEC §2). */
export function RegistrationPage({ title = 'Регистрация' }: { title?: string }) {
  return <SectionPage title={title} />;
}
