import { FONT_CLASSES } from '../../domain/theme/options';
import type { DocumentTheme } from '../../ports/browser.port';

/** The part of an element the theme touches; document.body in the browser. */
interface ThemedElement {
  readonly style: Pick<CSSStyleDeclaration, 'setProperty'>;
  readonly classList: Pick<DOMTokenList, 'add' | 'remove'>;
}

const KNOWN_SIZE_CLASSES: readonly string[] = FONT_CLASSES.map((f) => f.id);

/** DocumentTheme on body's inline style and class list; body is looked up on each call. */
export class BodyDocumentTheme implements DocumentTheme {
  private lastSizeClass: string | undefined;

  constructor(private readonly body: () => ThemedElement) {}

  apply(variables: Readonly<Record<string, string>>, sizeClass: string): void {
    const body = this.body();
    for (const [name, value] of Object.entries(variables)) {
      if (name.startsWith('--')) body.style.setProperty(name, value);
    }
    const stale = new Set(KNOWN_SIZE_CLASSES);
    if (this.lastSizeClass !== undefined) stale.add(this.lastSizeClass);
    stale.delete(sizeClass);
    for (const name of stale) body.classList.remove(name);
    if (sizeClass.length > 0) body.classList.add(sizeClass);
    this.lastSizeClass = sizeClass;
  }
}
