import type { ReactNode } from 'react';
import LocaleProvider from '@douyinfe/semi-ui-19/lib/es/locale/localeProvider';
import zhCN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';

/**
 * Semi's zh_CN texts (dialogs, pagination, date pickers). The login page needs none of them,
 * so only lazily loaded, signed-in views wrap themselves in it.
 */
export function SemiLocale({ children }: { children: ReactNode }): ReactNode {
  return <LocaleProvider locale={zhCN}>{children}</LocaleProvider>;
}
