import type { PostView } from '../domain/document/post-view';
import { openPdf, writeFooters } from './pdf-document';
import { PdfTable } from './pdf-table';
import type { PrintFont } from './print-font';

/** GB/T 9704 page: A4 with 37 mm top, 28 mm left, 26 mm right and 35 mm bottom margins (1 mm = 2.835 pt). */
const MM = 2.835;
const TOP = 37 * MM;
const LEFT = 28 * MM;
const RIGHT = 26 * MM;
const BOTTOM = 35 * MM;
const LABEL_WIDTH = 62;
/** The 版头 red of Chinese official documents. */
const HEAD_RED = '#c00000';

const texts = {
  title: '发文稿纸',
  creator: '用地备案与办公管理系统',
  body: '正文',
  none: '（无）',
  unnumbered: '（编号环节分配）',
  printedAt: (at: string) => `打印时间：${at}`,
  page: (page: number, total: number) => `第 ${page} 页 / 共 ${total} 页`,
  drafter: (name: string, at: string) => `${name}\u3000${at}`,
} as const;

/** The opinions of one step, one line each: name, time and what they wrote. */
function stepLines(post: PostView, step: string): string {
  const lines = post.opinions.filter((o) => o.step === step).map((o) => `${o.name}\u3000${o.at}\u3000${o.opinion}`);
  return lines.length === 0 ? '' : lines.join('\n');
}

export const postPaperFileName = (post: PostView): string => `${texts.title}-${post.docNumber ?? post.id}.pdf`;

/**
 * The 发文稿纸 as Chinese offices rule it: 签发 at the top (the signer's word decides), then 会签,
 * 核稿 and 拟稿 with names, times and opinions, the recipients, 文号, 密级 and 紧急程度, the 标题,
 * and the body below the form, on a GB/T 9704 page.
 */
export async function postPaperPdf(post: PostView, font: PrintFont, printedAt: string): Promise<Uint8Array> {
  const { doc, bytes } = openPdf(
    { margins: { top: TOP, left: LEFT, right: RIGHT, bottom: BOTTOM }, info: { Title: `${texts.title} ${post.title}`, Creator: texts.creator } },
    font,
  );
  const width = doc.page.width - LEFT - RIGHT;
  const bottom = doc.page.height - BOTTOM;
  doc.fontSize(22).fillColor(HEAD_RED).text(texts.title, { align: 'center', characterSpacing: 8 });
  doc.fillColor('#000000').moveDown(0.6).fontSize(11);

  const half = (width - 2 * LABEL_WIDTH) / 2;
  const pairs = new PdfTable(doc, [{ width: LABEL_WIDTH, shaded: true }, { width: half }, { width: LABEL_WIDTH, shaded: true }, { width: half }], bottom);
  const wide = new PdfTable(doc, [{ width: LABEL_WIDTH, shaded: true }, { width: width - LABEL_WIDTH }], bottom);
  wide.row(['签发', stepLines(post, '签发') || '\n\n']);
  wide.row(['会签', stepLines(post, '会签') || '\n']);
  wide.row(['核稿', stepLines(post, '核稿') || '\n']);
  wide.row(['拟稿', texts.drafter(post.createdByName, post.createdAt.slice(0, 10))]);
  wide.row(['主送', post.mainToNames || texts.none]);
  wide.row(['抄送', post.copyToNames || texts.none]);
  wide.row(['文号', post.docNumber ?? texts.unnumbered]);
  pairs.row(['密级', post.secrecy, '紧急程度', post.urgency]);
  pairs.row(['文种', post.kind, '状态', `${post.statusLabel}（${post.step}）`]);
  wide.row(['标题', post.title]);

  doc.moveDown(1).fontSize(14).text(texts.body, LEFT, doc.y, { width, align: 'center' });
  doc.moveDown(0.5).fontSize(12).text(post.body, LEFT, doc.y, { width, lineGap: 6, indent: 24 });

  writeFooters(doc, LEFT, texts.printedAt(printedAt), texts.page);
  doc.end();
  return bytes;
}
