import type { PageReloader } from '../../ports/browser.port';

/** The parts of window.location the reloader uses; a fake in tests. */
interface ReloadableLocation {
  reload(): void;
  assign(url: string): void;
}

/** A full page load, which drops every in-memory store (that is the point of logout's reload). */
export class LocationPageReloader implements PageReloader {
  constructor(private readonly location: ReloadableLocation) {}

  reload(path?: string): void {
    if (path === undefined) this.location.reload();
    else this.location.assign(path);
  }
}
