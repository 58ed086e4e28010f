import type { ServiceIdentifier } from 'inversify';
import type { PrintFontSource } from '../../print/print-font';

/**
 * The memory backend's print font, when one is bound (Node tests bind the system's). A browser has
 * none to embed, so there the memory PDF is refused with a 503 rather than printed without Chinese.
 */
export const PrintFontToken = Symbol.for('PrintFontSource') as ServiceIdentifier<PrintFontSource>;
