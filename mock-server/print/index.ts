export { renderAffairPdf } from './affair-pdf';
export { renderAffairWord } from './affair-word';
export { MISSING_FONT_MESSAGE, PrintFontMissingError } from './fonts';
export type { PrintableAffair } from './printable';
