import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type PageTransform, createPageRenderer } from '../pages/render-page';
import { NOT_PAGES, routeNotFound, sendRefusal } from './error-handler';

const MISSING_BUILD =
  '创作蛙前端还没有构建。请在仓库根目录运行 npm run build（或直接 npm start，它会自动构建），然后刷新本页。';

/**
 * A page's HTML compressed for the browser, when it accepts it: built per request (a post page
 * carries the post), so not pre-compressed like the assets. Brotli at a low quality costs a fraction
 * of a millisecond for a page and sends about a quarter of the bytes.
 */
function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: string } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  if (accepts('br')) {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: 'br',
    };
  }
  if (accepts('gzip')) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };

  return { body: html };
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
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(encoded.body);
  };

  // `/` is a page, not the dist folder listing the static wildcard would try.
  app.get('/', sendPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !NOT_PAGES.test(path);
    if (!isPageRequest) {
      return sendRefusal(reply, routeNotFound());
    }

    return sendPage(request, reply);
  });
}
