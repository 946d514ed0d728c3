import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cookieNoticeMachine } from '../../../machines/shell/cookie-notice.machine';
import { loaderMachine, type LoaderStart } from '../../../machines/shell/loader.machine';
import { menuMachine } from '../../../machines/shell/menu.machine';
import { fetchSetting } from '../../api/settings';
import { MAINTENANCE_ON_VALUE, SETTING_ID, STORAGE_KEY } from '../../domain/constants';
import { SHOP_PREVIEW_COOKIE } from '../../domain/shop-settings';
import { inspect } from '../ui/inspect';
import { settingQuery } from '../ui/setting-query';
import { toastError } from '../ui/toaster';
import { usePersistedState } from '../session/persisted-state-gate';

/** product §8: any settings call answered with a result other than success. */
export const BACKEND_ERROR_TEXT = 'Произошла ошибка back-end, обратитесь к разработчику сайта.';

interface ShellActors {
  loader: ActorRefFrom<typeof loaderMachine>;
  cookieNotice: ActorRefFrom<typeof cookieNoticeMachine>;
  menu: ActorRefFrom<typeof menuMachine>;
}

const ShellActorsContext = createContext<ShellActors | null>(null);

/**
 * The shell's long-lived actors, created once when the shop starts: the full-page loader, the cookie notice and the
 * burger menu. The machines hold the flow; this file only plugs in the shop's effects (HTTP, storage, toasts).
 */
/** Whether this browser carries a staff member's preview of the closed shop. */
function staffPreview(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SHOP_PREVIEW_COOKIE}=`));
}

export function ShellActorsProvider({ children, startAs }: { children: ReactNode; startAs?: LoaderStart }) {
  const queryClient = useQueryClient();
  const { cookieAccepted } = usePersistedState();

  // provide() once: the actors are created on first render and must keep their implementations.
  const [machines] = useState(() => ({
    loader: loaderMachine.provide({
      actors: {
        // A staff member's preview (its cookie, set by the back office) sees the shop while it is closed.
        checkMaintenance: fromPromise(
          async () => (await fetchSetting(SETTING_ID.MAINTENANCE)) === String(MAINTENANCE_ON_VALUE) && !staffPreview(),
        ),
      },
      actions: { reportBackendError: () => toastError(BACKEND_ERROR_TEXT) },
    }),
    cookieNotice: cookieNoticeMachine.provide({
      actors: {
        // The server's page holds the text (CookieNotice declares it): a first visit asks nothing for it.
        loadCookieText: fromPromise(() => queryClient.ensureQueryData(settingQuery(SETTING_ID.COOKIE_TEXT))),
      },
      actions: {
        storeAcceptance: () => {
          try {
            localStorage.setItem(STORAGE_KEY.COOKIE_WARNING, 'true');
          } catch (error) {
            console.error('Не удалось сохранить согласие с cookie', error);
          }
        },
        logLoadError: (_, error) => console.error('Не удалось загрузить текст уведомления о cookie', error),
      },
    }),
  }));

  const loader = useActorRef(machines.loader, { input: { startAs }, inspect });
  const cookieNotice = useActorRef(machines.cookieNotice, { input: { accepted: cookieAccepted }, inspect });
  const menu = useActorRef(menuMachine, { inspect });

  const actors = useMemo<ShellActors>(() => ({ loader, cookieNotice, menu }), [loader, cookieNotice, menu]);
  return <ShellActorsContext.Provider value={actors}>{children}</ShellActorsContext.Provider>;
}

function useShellActors(): ShellActors {
  const actors = useContext(ShellActorsContext);
  if (!actors) throw new Error('ShellActorsProvider is missing');
  return actors;
}

export const useLoaderActor = () => useShellActors().loader;
export const useCookieNoticeActor = () => useShellActors().cookieNotice;
export const useMenuActor = () => useShellActors().menu;
