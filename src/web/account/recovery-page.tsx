import { SectionPage } from '../ui/section-page';

/** Password recovery by e-mail (SPEC §2). */
export function RecoveryPage({ title = 'Восстановление пароля' }: { title?: string }) {
  return <SectionPage title={title} />;
}
