import type { ReactNode } from 'react';
import LocaleProvider from '@douyinfe/semi-ui-19/lib/es/locale/localeProvider';
import zhCN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';

/**
 * Semi's zh_CN texts plus the screen-reader names of pager buttons and calendar days, which Semi's
 * own locale lacks (patches/README.md: the patched components read them and fall back to Semi's texts).
 */
const locale = {
  ...zhCN,
  Pagination: { ...zhCN.Pagination, prevPage: '上一页', nextPage: '下一页', pageItem: '第 ${page} 页', morePages: '更多页码' },
  DatePicker: { ...zhCN.DatePicker, dayLabel: '${year}年${month}月${day}日', chooseDateLabel: '选择日期', changeDateLabel: '更改日期' },
};

/**
 * Semi's zh_CN texts (dialogs, pagination, date pickers). The login page needs none of them,
 * so only lazily loaded, signed-in views wrap themselves in it.
 */
export function SemiLocale({ children }: { children: ReactNode }): ReactNode {
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
