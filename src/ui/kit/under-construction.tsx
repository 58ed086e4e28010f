import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CenteredMessage } from './centered-message';

const texts = {
  title: '功能建设中',
  detail: (title: string, component: string): string => `菜单“${title}”对应的页面（${component}）正在建设中，将在后续版本中提供。如需使用，请联系系统管理员。`,
  backHome: '返回首页',
} as const;

/**
 * A page of the user's menu whose component the server names but the product does not know yet:
 * says so plainly instead of a blank page. Every fixed SPEC route has a page of its own.
 */
export function UnderConstruction({ title, component }: { title: string; component: string }): ReactNode {
  return <CenteredMessage title={texts.title} detail={texts.detail(title, component)} action={<Link to="/index">{texts.backHome}</Link>} />;
}
