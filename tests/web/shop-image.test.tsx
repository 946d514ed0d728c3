import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createQueryClient } from '../../src/api/query-client';
import { ProductGrid } from '../../src/web/features/product-card/product-grid';
import { ProductImage, STUB_IMAGE } from '../../src/web/features/product-card/product-image';
import { ShopImage } from '../../src/web/ui/shop-image';
import { storefrontSystem } from '../../src/web/ui/theme';
import { card } from './catalogue-fixtures';
import { installFakeBackend } from './helpers/fake-backend';

// The one picture component (decision 0019): what the browser is told to load, at which widths, in which order.

// Preloads go to the document's head, which outlives each test (and other test files' pages).
const removePreloads = () => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
};
beforeEach(removePreloads);
afterEach(removePreloads);

const PHOTO = '/image/catalog/photos/крем 1.jpg?v=AbCdEf123456&size=1000x750';
const BASE = '/image/catalog/photos/крем%201.jpg?v=AbCdEf123456';

function show(element: ReactNode) {
  const { container } = render(<ChakraProvider value={storefrontSystem()}>{element}</ChakraProvider>);
  return container;
}

/** A srcset as [address, descriptor] pairs. */
const entries = (srcset: string | null) => (srcset ?? '').split(', ').map((entry) => entry.split(' '));

describe('ShopImage with a raster original', () => {
  it('offers AVIF, then WebP, at each fixed width up to the original, with sizes, over the original as fallback', () => {
    const container = show(<ShopImage src={PHOTO} alt="Крем" sizes="(min-width: 975px) 33vw, 50vw" />);
    const picture = container.querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source).toHaveAttribute('sizes', '(min-width: 975px) 33vw, 50vw');
    const format = (s: Element) => (s.getAttribute('type') === 'image/avif' ? 'avif' : 'webp');
    for (const source of sources) {
      expect(entries(source.getAttribute('srcset'))).toEqual([
        [`${BASE}&w=160&format=${format(source)}`, '160w'],
        [`${BASE}&w=320&format=${format(source)}`, '320w'],
        [`${BASE}&w=480&format=${format(source)}`, '480w'],
        [`${BASE}&w=640&format=${format(source)}`, '640w'],
        [`${BASE}&w=960&format=${format(source)}`, '960w'],
        // Past the original's 1000 pixels the server sends it at its own width: described as such.
        [`${BASE}&w=1280&format=${format(source)}`, '1000w'],
      ]);
    }
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', BASE);
    expect(img).toHaveAttribute('alt', 'Крем');
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    // The <picture> and its sources have no box: the <img> is laid out as if alone.
    expect(picture.style.display).toBe('contents');
    for (const source of sources) expect(source.style.display).toBe('none');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('offers only the widths asked for, and takes the box size the caller gives', () => {
    const container = show(
      <ShopImage src={PHOTO} alt="" sizes="48px" widths={[160, 320]} htmlWidth={48} htmlHeight={48} />,
    );
    const avif = container.querySelector('source[type="image/avif"]')!;
    expect(entries(avif.getAttribute('srcset')).map(([, width]) => width)).toEqual(['160w', '320w']);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '48');
    expect(img).toHaveAttribute('height', '48');
  });

  it('offers every width for an original of unknown size', () => {
    const container = show(<ShopImage src="/image/avatar/7-abc.png" alt="" sizes="100vw" />);
    const webp = container.querySelector('source[type="image/webp"]')!;
    expect(entries(webp.getAttribute('srcset'))).toEqual(
      [160, 320, 480, 640, 960, 1280, 1920].map((w) => [`/image/avatar/7-abc.png?w=${w}&format=webp`, `${w}w`]),
    );
    expect(container.querySelector('img')).not.toHaveAttribute('width');
  });

  it('as the page’s largest picture, loads at once and first, preloaded from the head as AVIF', () => {
    const container = show(<ShopImage src={PHOTO} alt="Крем" sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload).not.toBeNull();
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('imagesizes', '100vw');
    expect(preload.getAttribute('imagesrcset')).toBe(
      container.querySelector('source[type="image/avif"]')!.getAttribute('srcset'),
    );
  });

  it('loads at once without jumping the queue when eager', () => {
    const img = show(<ShopImage src={PHOTO} alt="" sizes="100vw" eager />).querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
  });
});

describe('ShopImage with an SVG or another site’s picture', () => {
  it('shows an SVG as it is (it scales): one <img>, spaces as %20, its size from the address', () => {
    const container = show(
      <ShopImage src="/image/catalog/demo/banners/peel season.svg?v=Xy12&size=1320x440" alt="Баннер" sizes="100vw" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/image/catalog/demo/banners/peel%20season.svg?v=Xy12');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '1320');
    expect(img).toHaveAttribute('height', '440');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('preloads an SVG that is the page’s largest picture', () => {
    show(<ShopImage src="/image/catalog/demo/products/a.svg?v=Xy12&size=600x600" alt="" sizes="100vw" priority />);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload).toHaveAttribute('href', '/image/catalog/demo/products/a.svg?v=Xy12');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves another site’s address and a data: URL alone', () => {
    for (const src of ['https://sun9-1.userapi.com/a.jpg', 'data:image/svg+xml,%3Csvg%2F%3E']) {
      const container = show(<ShopImage src={src} alt="" sizes="100vw" />);
      expect(container.querySelector('picture')).toBeNull();
      expect(container.querySelector('img')).toHaveAttribute('src', src);
    }
  });
});

describe('ProductImage', () => {
  it('is a square box of the size given, drawn as wide as `sizes` says', () => {
    const container = show(<ProductImage src={PHOTO} alt="" size={80} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '80px');
  });

  it('shows the stub picture, without variants, for a product without one', () => {
    const container = show(<ProductImage src={null} alt="" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', STUB_IMAGE);
  });
});

describe('a grid of product cards', () => {
  it('loads the pictures of the first cards at once and the rest lazily', async () => {
    const server = installFakeBackend({});
    onTestFinished(server.restore);
    const products = [1, 2, 3, 4, 5, 6].map((id) => card(id));
    const router = createMemoryRouter(
      [{ path: '/', element: <ProductGrid products={products} eagerImages={4} aria-label="Товары" /> }],
      { initialEntries: ['/'] },
    );
    await act(async () =>
      render(
        <ChakraProvider value={storefrontSystem()}>
          <QueryClientProvider client={createQueryClient({ retry: false })}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ChakraProvider>,
      ),
    );
    const pictures = screen
      .getAllByRole('article')
      .map((article) => article.querySelector('img')!.getAttribute('loading'));
    expect(pictures).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });
});
