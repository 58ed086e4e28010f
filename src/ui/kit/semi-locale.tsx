import type { ReactNode } from 'react';
import LocaleProvider from '@douyinfe/semi-ui-19/lib/es/locale/localeProvider';
import zhCN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';

/**
 * Semi's zh_CN texts plus the pager's screen-reader names, which Semi's own locale lacks
 * (patches/README.md: the patched Pagination reads them and falls back to English).
 */
const locale = {
  ...zhCN,
  Pagination: { ...zhCN.Pagination, prevPage: '上一页', nextPage: '下一页', pageItem: '第 ${page} 页', morePages: '更多页码' },
};

/**
 * Semi's zh_CN texts (dialogs, pagination, date pickers). The login page needs none of them,
 * so only lazily loaded, signed-in views wrap themselves in it.
 */
export function SemiLocale({ children }: { children: ReactNode }): ReactNode {
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
