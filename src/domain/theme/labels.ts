/** Chinese texts of the theme settings panel (SPEC sections 2 and 9). */
export const skinLabels = {
  skyBlue: '天空蓝',
  deepBlue: '深海蓝',
  darkNight: '暗夜黑',
  chinaRed: '中国红',
  freshGreen: '清新绿',
} as const;

export const navModeLabels = {
  singleNav: '旧版',
  siamese: '新版',
} as const;

export const fontClassLabels = {
  miniFontSize: '小号',
  standardFontSize: '标准',
  largeFontSize: '大号',
  superFontSize: '超大号',
} as const;

export const themePanelLabels = {
  title: '主题设置',
  navMode: '导航模式',
  themeColour: '主题颜色',
  skin: '皮肤颜色',
  fontSize: '字体大小',
} as const;
