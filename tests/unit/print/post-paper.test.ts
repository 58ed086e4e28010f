import { describe, expect, it } from 'vitest';
import { findPrintFont } from '../../../mock-server/print/fonts';
import type { PostView } from '../../../src/domain/document/post-view';
import { postPaperFileName, postPaperPdf } from '../../../src/print/post-paper-pdf';
import { pdfText } from '../../support/printed-text';

const POST: PostView = {
  id: 'FW202600001',
  title: '关于开展设施农业用地备案核查的通知',
  kind: '通知',
  secrecy: '内部',
  urgency: '特急',
  mainTo: ['D360100'],
  copyTo: ['D360000-05'],
  body: '各设区市自然资源局：现就开展年度备案核查有关事项通知如下。',
  unitId: 'D360000',
  divisionCode: '360000',
  agencyCode: '赣自然资发',
  createdBy: '10002',
  createdAt: '2026-11-20T02:00:00.000Z',
  version: 2,
  affairKey: 'SW2026112000001',
  docNumber: '赣自然资发〔2026〕12号',
  createdByName: '刘建华',
  mainToNames: '南昌市自然资源局',
  copyToNames: '江西省自然资源厅国土空间用途管制处',
  step: '分发',
  statusLabel: '已分发',
  distributed: true,
  canNumber: false,
  canEdit: false,
  opinions: [
    { step: '核稿', name: '邓婷', at: '2026-11-20 11:00', opinion: '文字已核，请会签。' },
    { step: '签发', name: '何雪梅', at: '2026-11-21 11:00', opinion: '同意印发。' },
  ],
};

describe('发文稿纸', () => {
  it('prints the ruled form (签发, 会签, 核稿, 拟稿, 主送, 抄送, 文号, 密级, 紧急程度, 标题) and the body', async () => {
    const pdf = await postPaperPdf(POST, findPrintFont(), '2026-11-26 10:00');
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(pdf)).text.replace(/\s+/g, '');
    for (const expected of ['发文稿纸', '签发', '会签', '核稿', '拟稿', '主送', '抄送', '密级', '紧急程度', '标题', '赣自然资发〔2026〕12号', '何雪梅', '同意印发。', '邓婷', '刘建华', '南昌市自然资源局', '特急', POST.title, '年度备案核查']) {
      expect(text).toContain(expected);
    }
    expect(postPaperFileName(POST)).toBe('发文稿纸-赣自然资发〔2026〕12号.pdf');
  });
});
