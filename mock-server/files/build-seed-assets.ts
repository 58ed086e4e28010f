// Builds the seeded attachments under mock-server/assets/seed-files/: an approval PDF with
// Chinese text and two JPEG site photos. Run once, by hand, when they change:
// `npx tsx mock-server/files/build-seed-assets.ts`. Debian's chromium prints and screenshots with
// the Noto CJK fonts, so the PDF embeds only the glyphs it uses (text stays extractable).
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { SEED_ASSETS_DIR } from './seed-assets';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const approval = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><style>
body { font-family: 'Noto Serif CJK SC', serif; margin: 60px 70px; color: #111; }
h1 { text-align: center; font-size: 26px; letter-spacing: 4px; margin-bottom: 6px; }
.no { text-align: center; color: #555; margin-bottom: 28px; }
p { font-size: 16px; line-height: 2; text-indent: 2em; margin: 0; }
table { width: 100%; border-collapse: collapse; margin: 20px 0; font-size: 15px; }
td { border: 1px solid #333; padding: 8px 10px; }
.sign { margin-top: 48px; text-align: right; line-height: 2; }
.seal { display: inline-block; border: 3px solid #c00; color: #c00; border-radius: 50%; width: 120px; height: 120px; line-height: 120px; text-align: center; font-weight: bold; }
</style><body>
<h1>临时用地审批意见书</h1>
<div class="no">南昌县自然资临〔2026〕86号</div>
<table>
<tr><td>项目名称</td><td>八一乡施工便道临时用地</td><td>申请单位</td><td>南昌县交通运输局</td></tr>
<tr><td>用地位置</td><td colspan="3">南昌县八一乡施工便道北侧，东至村道，西至灌渠</td></tr>
<tr><td>用地面积</td><td>0.86 公顷</td><td>其中耕地</td><td>0.12 公顷</td></tr>
<tr><td>使用期限</td><td colspan="3">2026年10月15日至2027年10月14日</td></tr>
</table>
<p>经审查，该项目临时用地符合国土空间规划管控要求，选址已避让永久基本农田，土地复垦方案和复垦费用已落实。</p>
<p>同意该项目临时使用上述土地。用地单位应严格按照批准的位置、面积和期限使用，不得修建永久性建筑物；使用期满后一年内完成复垦，恢复原种植条件。</p>
<div class="sign">南昌县自然资源局<br>二〇二六年十月十二日<br><span class="seal">审批专用章</span></div>
</body></html>`;

const photo = (sky: string, ground: string, caption: string): string => `<!doctype html><html lang="zh-CN"><meta charset="utf-8">
<body style="margin:0"><canvas id="c" width="640" height="420"></canvas><script>
const c = document.getElementById('c').getContext('2d');
const sky = c.createLinearGradient(0, 0, 0, 240); sky.addColorStop(0, '${sky}'); sky.addColorStop(1, '#dfe9f3');
c.fillStyle = sky; c.fillRect(0, 0, 640, 240);
c.fillStyle = '${ground}'; c.fillRect(0, 240, 640, 180);
c.fillStyle = '#8d6e63'; c.beginPath(); c.moveTo(280, 420); c.lineTo(360, 420); c.lineTo(330, 240); c.lineTo(310, 240); c.fill();
for (let i = 0; i < 9; i++) { c.fillStyle = '#2e7d32'; c.beginPath(); c.arc(40 + i * 70, 230, 18 + (i % 3) * 6, 0, Math.PI * 2); c.fill(); }
c.fillStyle = 'rgba(0,0,0,.55)'; c.fillRect(0, 380, 640, 40);
c.fillStyle = '#fff'; c.font = '20px "Noto Sans CJK SC"'; c.fillText('${caption}', 16, 407);
</script></body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await mkdir(SEED_ASSETS_DIR, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 640, height: 420 } });
  await page.setContent(approval);
  await page.pdf({ path: `${SEED_ASSETS_DIR}/approval.pdf`, format: 'A4', printBackground: true });
  const shots = [
    { file: 'site-north.jpg', html: photo('#6fa8dc', '#7cb342', '八一乡施工便道北侧 2026-10-12 10:05') },
    { file: 'site-road.jpg', html: photo('#9fc5e8', '#a1887f', '施工便道现场 2026-10-12 10:06') },
  ];
  for (const shot of shots) {
    const canvasPage = await browser.newPage({ viewport: { width: 640, height: 420 } });
    await canvasPage.setContent(shot.html);
    await canvasPage.locator('#c').screenshot({ path: `${SEED_ASSETS_DIR}/${shot.file}`, type: 'jpeg', quality: 80 });
    await canvasPage.close();
  }
} finally {
  await browser.close();
}
