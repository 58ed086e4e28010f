import type { Method } from '../../src/ports/api/endpoints';

/** The registered /api paths, so an unknown path (404) can be told from a wrong method (405). */
export class KnownRoutes {
  private readonly routes: { readonly method: Method; readonly pattern: RegExp }[] = [];

  add(method: Method, path: string): void {
    const source = path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`) });
  }

  /** The methods registered for this path; empty when the path is unknown. */
  methodsFor(path: string): Method[] {
    const methods = this.routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
    if (methods.includes('GET')) methods.push('HEAD' as Method);
    return [...new Set(methods)];
  }
}
