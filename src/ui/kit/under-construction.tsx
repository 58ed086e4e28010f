import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CenteredMessage } from './centered-message';

/** A SPEC page whose screen arrives with a later issue: says so plainly instead of a blank page. */
export function UnderConstruction({ title }: { title: string }): ReactNode {
  return (
    <CenteredMessage
      title="功能建设中"
      detail={`“${title}”页面正在建设中，将在后续版本中提供。`}
      action={<Link to="/index">返回首页</Link>}
    />
  );
}
