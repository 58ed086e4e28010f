import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { MenuStore } from '../../../app/menu/menu.store';
import { SessionStore } from '../../../app/session/session.store';
import { joinMenuPath } from '../../../domain/menu/menu';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { SemiLocale } from '../../kit/semi-locale';
import { ChangePasswordDialog } from '../account/change-password-dialog';
import './index-page.css';

const levelNames = { province: '省级', city: '市级', county: '县级', admin: '系统管理员' } as const;

/**
 * A plain signed-in landing page until the shell and dashboard issue lands: who is signed in,
 * the menu the server granted, change password and logout. It is not the dashboard.
 */
export default function IndexPage(): ReactNode {
  const session = useService(SessionStore);
  const { user, roles } = useStore(session);
  const { menu } = useStore(useService(MenuStore));
  const [changingPassword, setChangingPassword] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    document.title = '首页 - 用地备案与办公管理系统';
  }, []);

  if (user === undefined) return null;
  return (
    <SemiLocale>
    <div className="index-page">
      <header className="index-header">
        <h1>用地备案与办公管理系统</h1>
        <div className="index-actions">
          <span className="index-user">您好，{user.nickName}（{user.userName}）</span>
          <Button theme="borderless" className="index-header-button" onClick={() => setChangingPassword(true)}>
            修改密码
          </Button>
          <Button
            theme="borderless"
            className="index-header-button"
            loading={loggingOut}
            onClick={() => {
              setLoggingOut(true);
              void session.logout().finally(() => setLoggingOut(false));
            }}
          >
            退出登录
          </Button>
        </div>
      </header>
      <main className="index-main">
        <section className="index-card" aria-labelledby="index-user-title">
          <h2 id="index-user-title">当前用户</h2>
          <dl className="index-facts">
            <dt>姓名</dt>
            <dd>{user.nickName}</dd>
            <dt>账号</dt>
            <dd>{user.userName}</dd>
            <dt>单位部门</dt>
            <dd>{user.deptName}</dd>
            <dt>行政区</dt>
            <dd>
              {user.divisionName}（{user.divisionCode}）
            </dd>
            <dt>层级</dt>
            <dd>{levelNames[user.level]}</dd>
            <dt>角色</dt>
            <dd>{(roles ?? []).map((role) => <Tag key={role} color="blue" className="index-tag">{role}</Tag>)}</dd>
          </dl>
        </section>
        <section className="index-card" aria-labelledby="index-menu-title">
          <h2 id="index-menu-title">已授权的功能菜单</h2>
          <p className="index-note">工作台、标签页与侧边栏将在“主界面框架”功能上线后提供；下列为服务器按角色下发的菜单。</p>
          {menu.length === 0 ? (
            <p className="index-empty">暂无数据</p>
          ) : (
            <ul className="index-menu">
              {menu.map((entry) => (
                <li key={entry.path}>
                  <span className="index-menu-title">{entry.meta?.title ?? entry.name}</span>
                  <span className="index-menu-children">
                    {(entry.children ?? []).map((child) => (
                      <Link key={child.path} to={joinMenuPath(entry.path, child.path)}>
                        {child.meta?.title ?? child.name}
                      </Link>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
      <ChangePasswordDialog visible={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
    </SemiLocale>
  );
}
