import type { ComponentType } from 'react';
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

/** One lazily loaded page of the main site at an absolute `pattern` (from config/paths.ts). */
export function page(
  pattern: string,
  title: string,
  load: () => Promise<RouteModule>,
  extra: Partial<Pick<RouteObject, 'children'>> = {},
): RouteObject {
  return {
    path: pattern,
    handle: { title, pattern } satisfies RouteHandle,
    loader: guardedLoader(pattern, load),
    lazy: async () => ({ Component: (await load()).Component }),
    ...extra,
  };
}
