import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageTransform, createPageRenderer } from '../pages/render-page';
import { NOT_PAGES, routeNotFound, sendRefusal } from './error-handler';

const MISSING_BUILD =
  '创作蛙前端还没有构建。请在仓库根目录运行 npm run build（或直接 npm start，它会自动构建），然后刷新本页。';

/** How many encoded pages are kept per encoding: the pages last opened (a few MiB at most). */
const ENCODED_PAGES_KEPT = 64;

/**
 * A page's HTML as the bytes sent, compressed when the browser accepts it (Brotli at a low quality,
 * about a quarter of the bytes). Pages are built per request, but the transforms answer the very
 * same string for a page their cache kept (a post opened by many): its encoding is kept too, by
 * that string, so a popular page is encoded once, not once a request. (Looking a string up hashes
 * it once; V8 keeps the hash on the string.)
 */
function createPageEncoder() {
  const kept = {
    br: new Map<string, Buffer>(),
    gzip: new Map<string, Buffer>(),
    identity: new Map<string, Buffer>(),
  };

  return (html: string, acceptEncoding: string | undefined): { body: Buffer; encoding?: string } => {
    const accepted = acceptEncoding ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    const bodies = kept[encoding ?? 'identity'];
    let body = bodies.get(html);
    if (!body) {
      if (encoding === 'br')
        body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
      else if (encoding === 'gzip') body = gzipSync(html, { level: 6 });
      else body = Buffer.from(html);
      bodies.set(html, body);
      if (bodies.size > ENCODED_PAGES_KEPT) bodies.delete(bodies.keys().next().value as string);
    }

    return { body, encoding };
  };
}

const cacheHeaders = (reply: FastifyReply, file: string) => {
  if (/[\\/]assets[\\/]/.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (file.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600');
};

/**
 * Serves the built web app (pre-compressed .br/.gz when the browser accepts them), uploads, and
 * the SPA fallback as the not-found handler: GET page paths get index.html (checkout.html under
 * /checkout/h5), everything else gets the 404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDistDir: string; uploadDir: string; pageTransforms?: PageTransform[] },
): Promise<void> {
  if (existsSync(options.webDistDir)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      index: false,
      // dist/.vite (the manifest) and dist/.server (the post page renderer) are read, never served.
      dotfiles: 'ignore',
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  await mkdir(options.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => reply.header('x-content-type-options', 'nosniff'),
  });

  const renderPage = createPageRenderer(options.webDistDir, options.pageTransforms);
  const encodePage = createPageEncoder();
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await renderPage(request.url.split('?')[0] ?? '/');
    if (page.kind === 'missing-build') {
      return reply
        .code(200)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(MISSING_BUILD);
    }

    const encoded = encodePage(page.html, request.headers['accept-encoding']);
    if (encoded.encoding) reply.header('content-encoding', encoded.encoding);

    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(encoded.body);
  };

  // `/` is a page, not the dist folder listing the static wildcard would try. The pages the server
  // paints, the ones shared and opened most, skip the wildcard too: it would list the build's folder
  // and look for the path as a file (and .br and .gz) before falling through to the page.
  // Anything else under /post/ (a malformed address too) goes the usual way, to the not-found handler.
  for (const page of ['/', '/promotionPage', '/post/:id(^\\d{1,12}$)']) app.get(page, sendPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(path);
    if (!isPageRequest) {
      return sendRefusal(reply, routeNotFound());
    }

    return sendPage(request, reply);
  });
}
