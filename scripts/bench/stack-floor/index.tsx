// The second yardstick of `npm run bench:bundle`: the least a home page built with the shop's named libraries can load.
// Each library is used once, in the smallest way that still needs it at start (a provider, a router, a query, an
// actor, a fading carousel), so that Parcel keeps only what any such page must; no shop code is here. axios is asked
// for on the first request, as the shop does (its home page makes none at start: the server sent its data).
import { Box, ChakraProvider, createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import Swiper from 'swiper';
import { Autoplay, EffectFade, Keyboard } from 'swiper/modules';
import { createMachine } from 'xstate';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
});

function Home() {
  const [state, send] = useMachine(toggle);
  const query = useQuery({
    queryKey: ['page'],
    queryFn: () => import('axios').then((module) => module.default.get<string>('/')).then((answer) => answer.status),
    initialData: 200,
    staleTime: Infinity,
  });
  return (
    <Box padding="4" color="fg.muted">
      <div
        className="swiper"
        ref={(element) => {
          if (element)
            new Swiper(element, { modules: [Autoplay, EffectFade, Keyboard], effect: 'fade', autoplay: true });
        }}
      >
        <div className="swiper-wrapper">
          <div className="swiper-slide">1</div>
          <div className="swiper-slide">2</div>
        </div>
      </div>
      <button type="button" onClick={() => send({ type: 'TOGGLE' })}>
        {state.matches('on') ? 'on' : 'off'} {query.data}
      </button>
      <Link to="/">home</Link>
    </Box>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
const client = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <ChakraProvider value={createSystem(defaultBaseConfig)}>
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
