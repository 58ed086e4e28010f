import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CenteredMessage } from './centered-message';

export const noAccessTexts = {
  title: '无权访问',
  home: '返回首页',
  back: '返回上一页',
} as const;

/** Where 返回首页 leads: the landing page after sign-in (SPEC section 2). */
const HOME_PATH = '/index';

/**
 * 无权访问 with two ways out, both plain links and buttons so Tab reaches them: home, and back to
 * the page the user came from when they came from one of ours (an address typed into a fresh tab
 * has nothing behind it, and going back there would leave the app).
 */
export function NoAccess({ detail }: { detail: string }): ReactNode {
  const navigate = useNavigate();
  // React Router names the entry it started on 'default'.
  const cameFromApp = useLocation().key !== 'default';
  return (
    <CenteredMessage
      title={noAccessTexts.title}
      detail={detail}
      action={
        <div className="centered-message-actions">
          <Link className="centered-message-button" to={HOME_PATH}>
            {noAccessTexts.home}
          </Link>
          {cameFromApp ? (
            <button type="button" className="centered-message-secondary" onClick={() => void navigate(-1)}>
              {noAccessTexts.back}
            </button>
          ) : null}
        </div>
      }
    />
  );
}
