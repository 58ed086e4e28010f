/** One step of /guide (使用指南): an anchor, a heading and a few short lines. */
export interface GuideStep {
  readonly id: string;
  readonly title: string;
  readonly lines: readonly string[];
}

export const guideTexts = {
  title: '使用指南',
  intro: '第一次使用本系统？按下面的步骤了解界面的各个部分，几分钟即可上手。',
  contents: '目录',
  start: '开始使用',
} as const;

/** The shell as a new user meets it, in order (SPEC sections 2, 4 and 9). */
export const GUIDE_STEPS: readonly GuideStep[] = [
  {
    id: 'guide-login',
    title: '登录与验证码',
    lines: [
      '在登录页输入用户名、密码和图片中的验证码，然后点击“登录”。',
      '看不清验证码时，点击验证码图片即可换一张。',
      '勾选“记住密码”后，下次打开登录页会自动填入用户名和密码。',
    ],
  },
  {
    id: 'guide-sidebar',
    title: '侧边导航',
    lines: [
      '左侧是菜单。旧版导航在顶部显示您的姓名和部门，下面是首页和各业务菜单。',
      '新版导航左侧是一级菜单图标，右侧是二级菜单，可点击折叠按钮收起或展开；“应用”可打开其他系统。',
      '菜单上的数字是待处理的条数，超过 99 时显示 99+。',
      '在“主题设置”的“导航模式”中可以在旧版和新版之间切换。',
    ],
  },
  {
    id: 'guide-tabs',
    title: '标签页',
    lines: [
      '每打开一个页面，顶部标签栏就多一个标签，点击标签即可切回该页面。',
      '最多保留 10 个标签，首页固定在第一个且不能关闭；再打开新页面时，最早打开的标签会被关闭。',
      '点击标签上的 × 或用鼠标中键点击标签即可关闭它。',
      '在标签上点击右键，可选择“关闭其他”（保留首页和当前页）或“关闭所有”（只保留首页）。',
    ],
  },
  {
    id: 'guide-search',
    title: '搜索',
    lines: [
      '在顶部的搜索框中输入关键字并按回车，即可在备案、事务和通知公告中查找。',
      '搜索框为空时不会进行搜索。',
    ],
  },
  {
    id: 'guide-theme',
    title: '主题设置',
    lines: [
      '点击顶部的“主题设置”按钮，右侧会打开设置面板。',
      '可以选择导航模式、五种皮肤之一、主题颜色（预设颜色或自定义颜色）以及四种字号。',
      '设置会保存在本浏览器中，下次打开时自动生效。',
    ],
  },
  {
    id: 'guide-favourites',
    title: '我的收藏',
    lines: [
      '点击顶部的“我的收藏”按钮，可查看最近收藏的通知公告、公文、案件和事务，并可取消收藏。',
      '点击“查看更多”进入“我的收藏”页面，可按类型筛选、翻页，或勾选多条后批量取消收藏。',
    ],
  },
  {
    id: 'guide-account',
    title: '修改密码与退出登录',
    lines: [
      '点击右上角的设置菜单，可打开“用户手册”、选择“修改密码”或“退出登录”。',
      '修改密码时按提示输入原密码和新密码；修改成功后，下次登录请使用新密码。',
      '在公用电脑上使用完毕后，请记得退出登录。',
    ],
  },
  {
    id: 'guide-keyboard',
    title: '键盘操作',
    lines: [
      '按 Tab 键可依次移到菜单、标签、按钮和输入框，按 Shift + Tab 可返回上一个。',
      '按回车键或空格键可执行当前按钮、菜单或标签的操作。',
      '按 Esc 键可关闭右侧的设置面板和大多数对话框。',
    ],
  },
];
