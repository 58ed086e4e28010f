import type { DocumentTheme } from '../../ports/browser.port';

interface DocumentThemeCall {
  readonly variables: Readonly<Record<string, string>>;
  readonly sizeClass: string;
}

/** DocumentTheme that only records what it was asked to show: for tests and runs without a page. */
export class MemoryDocumentTheme implements DocumentTheme {
  last: DocumentThemeCall | undefined;
  calls = 0;

  apply(variables: Readonly<Record<string, string>>, sizeClass: string): void {
    this.last = { variables: { ...variables }, sizeClass };
    this.calls += 1;
  }
}
