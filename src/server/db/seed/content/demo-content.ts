import { transliterate } from '../../../../domain/transliterate';
import { blogSeeds, type BlogSeed } from './blog';
import { newsSeeds, type NewsSeed } from './news';
import { seminarSeeds, type SeminarSeed } from './seminars';

/** Derived fields of the content seeds (URL keyword, image path), shared by the seeder and the image catalogue. */
export interface DemoNews extends NewsSeed {
  keyword: string;
  image: string;
}
export interface DemoBlog extends BlogSeed {
  keyword: string;
  image: string;
}
export interface DemoSeminar extends SeminarSeed {
  image: string;
}

export const demoNews: DemoNews[] = newsSeeds.map((seed) => {
  const keyword = transliterate(seed.title);
  return { ...seed, keyword, image: `catalog/demo/news/${keyword}.svg` };
});

export const demoBlog: DemoBlog[] = blogSeeds.map((seed) => {
  const keyword = transliterate(seed.title);
  return { ...seed, keyword, image: `catalog/demo/blog/${keyword}.svg` };
});

export const demoSeminars: DemoSeminar[] = seminarSeeds.map((seed, index) => ({
  ...seed,
  image: `catalog/demo/seminars/seminar-${index + 1}.svg`,
}));
