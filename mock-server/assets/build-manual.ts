// Builds mock-server/assets/user-manual.pdf, the user manual GET /api/user/public/manual.pdf serves.
// Run once, by hand, when the text changes: `npx tsx mock-server/assets/build-manual.ts`.
// Debian's chromium (the one the browser tests use) prints the HTML below with the Noto CJK
// fonts of fonts-noto-cjk; it embeds only the glyphs used, with a ToUnicode map, so the Chinese
// text stays extractable (check with `pdftotext mock-server/assets/user-manual.pdf -`).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'user-manual.pdf');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Section {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly steps?: readonly string[];
}

const sections: readonly Section[] = [
  {
    title: '登录',
    paragraphs: ['在浏览器中打开系统地址，进入登录页面。请输入用户名、密码和图形验证码，然后点击“登 录”。验证码看不清时，点击图片即可更换。'],
    steps: [
      '勾选“记住密码”后，下次打开登录页会自动填入用户名和密码。',
      '连续输错密码多次后账号会被临时锁定，请稍后再试或联系管理员。',
    ],
  },
  {
    title: '界面布局',
    paragraphs: [
      '登录后进入主界面。左侧为导航菜单，顶部为问候语、用户名、搜索框和设置菜单，中间为工作区域。',
      '菜单右侧的数字表示待办数量，超过 99 时显示为 99+。新版导航可点击折叠按钮收起菜单，只显示图标。',
    ],
  },
  {
    title: '标签页',
    paragraphs: ['每打开一个页面，工作区上方就会增加一个标签页，点击标签即可切换。'],
    steps: [
      '最多同时保留 10 个标签页，超出时自动关闭最早打开的标签（首页除外）。',
      '首页标签始终在第一位，不能关闭。',
      '在标签上点击右键，可选择“关闭其他”或“关闭所有”；鼠标中键点击可直接关闭标签。',
      '刷新浏览器后，已打开的标签页会自动恢复。',
    ],
  },
  {
    title: '主题设置',
    paragraphs: [
      '点击顶部的设置菜单，选择“主题设置”，右侧会弹出设置面板。可切换导航模式（旧版、新版）、主题颜色、皮肤和字体大小。',
      '所有设置会自动保存，下次登录时保持不变。点击面板以外的区域或按 Esc 键可关闭面板。',
    ],
  },
  {
    title: '我的收藏',
    paragraphs: [
      '在通知公告、公文、案卷或事务详情页中点击“收藏”，即可加入我的收藏。打开右侧面板的“我的收藏”，可查看收藏的类型、标题和日期。',
      '点击“取消收藏”可移除某条收藏；点击“查看更多”进入收藏列表页面。',
    ],
  },
  {
    title: '修改密码',
    paragraphs: ['在设置菜单中选择“修改密码”，依次输入旧密码、新密码并再次确认新密码，点击“确 定”保存。'],
    steps: ['新密码长度为 8 到 20 位，须同时包含大写字母、小写字母、数字和特殊字符。', '修改成功后需要使用新密码重新登录。'],
  },
  {
    title: '退出登录',
    paragraphs: [
      '在设置菜单中选择“退出登录”，确认后返回登录页面。为保障数据安全，离开电脑前请及时退出登录；长时间未操作时，系统也会自动退出。',
    ],
  },
];

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const body = sections
  .map((s, i) => {
    const paragraphs = s.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
    const steps = s.steps === undefined ? '' : `<ul>${s.steps.map((t) => `<li>${escape(t)}</li>`).join('')}</ul>`;
    return `<section><h2>${i + 1}. ${escape(s.title)}</h2>${paragraphs}${steps}</section>`;
  })
  .join('');

const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>用地备案与办公管理系统用户手册</title><style>
  @page { size: A4; margin: 22mm 20mm; }
  body { font-family: 'Noto Sans CJK SC', sans-serif; font-size: 11pt; line-height: 1.8; color: #1c1f23; }
  h1, h2 { font-weight: normal; }
  h1 { font-size: 22pt; text-align: center; margin: 0 0 4mm; color: #0b4f9c; }
  .sub { text-align: center; color: #555; margin: 0 0 10mm; }
  h2 { font-size: 14pt; color: #0b4f9c; border-bottom: 1px solid #c6d4e6; padding-bottom: 1mm; margin: 7mm 0 2mm; }
  p { margin: 0 0 2mm; text-indent: 2em; }
  ul { margin: 0 0 2mm; padding-left: 8mm; }
  section { break-inside: avoid; }
</style></head><body>
<h1>用地备案与办公管理系统用户手册</h1>
<p class="sub">版本 1.0 · 适用于全体用户</p>
${body}
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, displayHeaderFooter: false, tagged: false, outline: false });
  await writeFile(OUT, pdf);
  console.log(`wrote ${OUT} (${pdf.length} bytes)`);
} finally {
  await browser.close();
}
