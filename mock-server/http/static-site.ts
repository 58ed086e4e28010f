import type { RequestHandler } from 'express';
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache rules for the production build: hashed files under /assets never change, index.html must
 * be revalidated so a new deployment is picked up. Set before the static middleware, which keeps
 * a Cache-Control that is already there.
 */
export const staticCacheHeaders: RequestHandler = (req, res, next) => {
  if (req.path.startsWith('/assets/')) res.setHeader('Cache-Control', IMMUTABLE);
  else if (req.path === '/' || req.path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
  next();
};

/**
 * History-mode routing: any other GET that wants a page gets index.html. Missing assets and files
 * with an extension stay 404 so a broken chunk is not answered with HTML.
 */
export function spaFallback(staticDir: string): RequestHandler {
  const index = path.join(staticDir, 'index.html');
  return (req, res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && req.accepts('html') !== false;
    if (!wantsPage || req.path.startsWith('/assets/') || path.extname(req.path) !== '') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (error) => {
      if (error !== undefined) next(error);
    });
  };
}
