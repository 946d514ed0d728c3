import { SectionPage } from '../ui/section-page';

/** The order success page (SPEC §2 "Success page"). */
export function SuccessPage({ title = 'Оформление заказа' }: { title?: string }) {
  return <SectionPage title={title} />;
}
