import { type ComponentType, createElement } from 'react';
import { type LoaderFunction, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { getAccessRedirect } from '@/lib/access';

/** What a page module under app/routes exports. */
export type RouteModule = { Component: ComponentType; loader?: LoaderFunction };

/** Read by the layout: the page's title and the route pattern the access rule is checked against. */
export type RouteHandle = { title?: string; pattern: string };

/**
 * A loader that applies the access rule of SPEC 2.1 for `pattern`, then runs the page module's own
 * loader (if any). The module is imported once and shared with `lazy`.
 */
export function guardedLoader(pattern: string, load: () => Promise<RouteModule>): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const to = getAccessRedirect(pattern, args.request.url);
    if (to) throw redirect(to);
    const module = await load();

    return module.loader ? module.loader(args) : null;
  };
}

/**
 * The page's component for `lazy`: inside the Ant Design theme (components/theme-provider.tsx,
 * loaded with the page) unless the page is `plain`, i.e. renders no Ant Design itself (the reader's
 * pages: their first paint and first load stay small; what they load later brings its own).
 */
export async function lazyComponent(
  load: () => Promise<RouteModule>,
  plain = false,
): Promise<{ Component: ComponentType }> {
  if (plain) return { Component: (await load()).Component };
  const [module, { ThemeProvider }] = await Promise.all([load(), import('@/components/theme-provider')]);
  const Page = module.Component;

  return { Component: () => createElement(ThemeProvider, null, createElement(Page)) };
}

type PageOptions = Partial<Pick<RouteObject, 'children'>> & {
  /** The page renders no Ant Design: no theme around it, none in its first load. */
  plain?: boolean;
};

/** One lazily loaded page of the main site at an absolute `pattern` (from config/paths.ts). */
export function page(
  pattern: string,
  title: string,
  load: () => Promise<RouteModule>,
  { plain = false, ...extra }: PageOptions = {},
): RouteObject {
  return {
    path: pattern,
    handle: { title, pattern } satisfies RouteHandle,
    loader: guardedLoader(pattern, load),
    lazy: () => lazyComponent(load, plain),
    ...extra,
  };
}
