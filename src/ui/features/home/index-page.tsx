import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { MenuStore } from '../../../app/menu/menu.store';
import { SessionStore } from '../../../app/session/session.store';
import { joinMenuPath } from '../../../domain/menu/menu';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import './index-page.css';

const levelNames = { province: '省级', city: '市级', county: '县级', admin: '系统管理员' } as const;

/**
 * A plain signed-in home until the dashboard lands: who is signed in and the menu the server
 * granted. It is not the dashboard.
 */
export default function IndexPage(): ReactNode {
  const session = useService(SessionStore);
  const { user, roles } = useStore(session);
  const { menu } = useStore(useService(MenuStore));

  useEffect(() => {
    document.title = '首页 - 用地备案与办公管理系统';
  }, []);

  if (user === undefined) return null;
  return (
    <div className="index-page">
      <p className="index-welcome">
        <span className="index-user">您好，{user.nickName}（{user.userName}）</span>
        <span className="index-note">工作台将随后续功能上线；下列为当前账号信息与服务器按角色下发的菜单。</span>
      </p>
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
    </div>
  );
}
