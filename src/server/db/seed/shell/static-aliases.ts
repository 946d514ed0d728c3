/** URL keywords of pages that are not rows of a content table (product §2 page modules). */
export const staticAliases: { keyword: string; module: string; target_id: string }[] = [
  { keyword: 'news', module: 'news_main', target_id: '0' },
  { keyword: 'blog', module: 'blog_main', target_id: '0' },
  { keyword: 'search', module: 'search', target_id: '0' },
  { keyword: 'cart', module: 'checkout', target_id: '0' },
  { keyword: 'success', module: 'success', target_id: '0' },
  { keyword: 'recovery', module: 'recovery', target_id: '0' },
  { keyword: 'telegramauth', module: 'telegramauth', target_id: '0' },
  { keyword: 'vkauth', module: 'vkauth', target_id: '0' },
  { keyword: 'login', module: 'account', target_id: 'login' },
  { keyword: 'create-account', module: 'account', target_id: 'register' },
  { keyword: 'my-account', module: 'account', target_id: 'account' },
  { keyword: 'faq', module: 'faq', target_id: '0' },
];
