/** Home page slider. Some image file names contain spaces on purpose (the storefront encodes them as %20). */
export interface BannerSeed {
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

export const bannerSeeds: BannerSeed[] = [
  {
    title: 'Сезон пилингов открыт',
    subtitle: 'Протоколы, нейтрализаторы и уход после процедур',
    image: 'catalog/demo/banners/peel season.svg',
    link: '/ximicheskie-pilingi',
  },
  {
    title: 'Скидка 30% косметологам и врачам',
    subtitle: 'Зарегистрируйтесь как специалист',
    image: 'catalog/demo/banners/pro discount 30.svg',
    link: '/kosmetologam',
  },
  {
    title: 'Бесплатная доставка от 4000 ₽',
    subtitle: 'До пунктов выдачи СДЭК по всей России',
    image: 'catalog/demo/banners/free-delivery.svg',
    link: '/dokumenty',
  },
  {
    title: 'Новинки для волос',
    subtitle: 'Ампулы и сыворотки линии Hair Vital',
    image: 'catalog/demo/banners/hair care new.svg',
    link: '/uhod_za_volosami',
  },
];
