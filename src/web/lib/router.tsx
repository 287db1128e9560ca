import { parse } from 'regexparam';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Link, Route, Router, Switch, useParams } from 'wouter';

// The app's one door to routing (issue 16). wouter matches routes and draws links in 2.5 KB
// gzip where react-router took 14 KB of every first visit; the location itself is ours, so that
// the old screen stays up while the next one's chunk loads (`prepare`) and each history entry
// has a key (scroll restoration, analytics' one view per navigation).

export { Link, Route, Switch as Routes, useParams };

export type Location = { pathname: string; search: string; hash: string; key: string };
/** How the reader arrived: Back or Forward (POP), a link (PUSH) or a redirect (REPLACE). */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type NavigateOptions = { replace?: boolean };
type Navigate = (to: string, options?: NavigateOptions) => void;
type Current = { location: Location; type: NavigationType; navigate: Navigate };

const CurrentContext = createContext<Current | null>(null);

function useCurrent(): Current {
  const current = useContext(CurrentContext);
  if (!current) throw new Error('Routing is used outside BrowserRouter or StaticRouter');
  return current;
}

// wouter asks its location hook for the path and the way to navigate.
const useWouterLocation = (): [string, Navigate] => {
  const { location, navigate } = useCurrent();
  return [location.pathname, navigate];
};

function Provide({ current, children }: { current: Current; children: ReactNode }) {
  return (
    <CurrentContext.Provider value={current}>
      <Router hook={useWouterLocation}>{children}</Router>
    </CurrentContext.Provider>
  );
}

const newKey = () => Math.random().toString(36).slice(2, 10);
type EntryState = { key?: string } | null;

/** The browser's location; an entry the app did not make (first load, a #fragment) gets a key. */
function browserLocation(): Location {
  const state = window.history.state as EntryState;
  let key = state?.key;
  if (!key) {
    const made = newKey();
    key = made;
    // Written in a task of its own: writing history is slow enough to show in the hydration
    // of a page (issue 46), where the first location is read. An entry made meanwhile has its own.
    setTimeout(() => {
      const now = window.history.state as EntryState;
      if (!now?.key) window.history.replaceState({ ...now, key: made }, '');
    });
  }
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key };
}

let lastType: NavigationType = 'POP';
const listeners = new Set<() => void>();

const browserNavigate: Navigate = (to, options) => {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin) return window.location.assign(url);
  // Without a connection the page loads whole: the service worker answers with the page it
  // kept or its offline page, where the screen could only say the server is out of reach.
  if (!navigator.onLine && navigator.serviceWorker?.controller) {
    return options?.replace ? window.location.replace(url) : window.location.assign(url);
  }
  lastType = options?.replace ? 'REPLACE' : 'PUSH';
  const method = options?.replace ? 'replaceState' : 'pushState';
  window.history[method]({ key: newKey() }, '', url.pathname + url.search + url.hash);
  for (const listener of listeners) listener();
};

/**
 * `prepare` loads what the next location's screen needs (its chunk) before the router moves
 * there, so the reader keeps the current screen, not a spinner, meanwhile. Of navigations that
 * overlap, the last one wins.
 */
export function BrowserRouter({
  children,
  prepare,
}: {
  children: ReactNode;
  prepare?: (pathname: string) => Promise<unknown>;
}) {
  const [current, setCurrent] = useState<Current>(() => ({
    location: browserLocation(),
    type: 'POP',
    navigate: browserNavigate,
  }));
  useEffect(() => {
    let latest = 0;
    const update = () => {
      const next = { location: browserLocation(), type: lastType, navigate: browserNavigate };
      const navigation = ++latest;
      // A chunk that fails to load fails again inside the screen, which offers a reload.
      void (prepare?.(next.location.pathname) ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => {
          if (navigation === latest) setCurrent(next);
        });
    };
    const onPop = () => {
      lastType = 'POP';
      update();
    };
    listeners.add(update);
    window.addEventListener('popstate', onPop);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', onPop);
    };
  }, [prepare]);
  return <Provide current={current}>{children}</Provide>;
}

const cannotNavigate: Navigate = (to) => {
  throw new Error(`A page rendered on the server cannot navigate (to ${to})`);
};

/** The location of a page rendered on the server; it never changes. */
export function StaticRouter({ url, children }: { url: string; children: ReactNode }) {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const location = { pathname, search, hash: '', key: 'server' };
  return (
    <Provide current={{ location, type: 'POP', navigate: cannotNavigate }}>{children}</Provide>
  );
}

export const useLocation = (): Location => useCurrent().location;
export const useNavigationType = (): NavigationType => useCurrent().type;
export const useNavigate = (): Navigate => useCurrent().navigate;

type SearchInit = URLSearchParams | Record<string, string>;

/** The query string, and a way to navigate to the same path with another. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate } = useCurrent();
  const { pathname, search } = location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const query = new URLSearchParams(init).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname, search],
  );
  return [params, setParams];
}

/** Navigates as soon as it renders: for a screen that belongs elsewhere for this reader. */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'href'> & {
  to: string;
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className: (state: { isActive: boolean }) => string;
};

/** A link that knows it leads to the current page, for a site's navigation. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(to, 'http://app.invalid').pathname;
  const isActive =
    pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? 'page' : undefined}
    />
  );
}

/** Whether `pathname` matches a route pattern such as `/product/:id`. */
export const matchesPath = (pattern: string, pathname: string) =>
  parse(pattern).pattern.test(pathname);
