import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthorityGrantStore } from '../../../app/authority/authority-grant.store';
import { SessionStore } from '../../../app/session/session.store';
import type { AuthorityBrief } from '../../../ports/api/authority.endpoints';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { grantTexts as t } from './authority-texts';
import './authority-grant-page.css';

function Asker({ brief }: { brief: AuthorityBrief }): ReactNode {
  return (
    <dl>
      <dt>{t.browser}</dt>
      <dd>{brief.browser}</dd>
      <dt>{t.agent}</dt>
      <dd>{brief.agent}</dd>
      <dt>{t.ip}</dt>
      <dd>{brief.ip}</dd>
      <dt>{t.place}</dt>
      <dd>{brief.place}</dd>
      <dt>{t.createdAt}</dt>
      <dd>{brief.createdAt}</dd>
      {brief.state === 'scanned' ? (
        <>
          <dt>{t.expiresIn}</dt>
          <dd>{t.seconds(brief.expiresIn)}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The page a QR code's link opens on a signed-in device: who asks and from where, then 确认登录 or 取消. */
export default function AuthorityGrantPage(): ReactNode {
  const store = useService(AuthorityGrantStore);
  const view = useStore(store);
  const { user } = useStore(useService(SessionStore));
  const key = useSearchParams()[0].get('key') ?? '';

  useEffect(() => {
    if (key !== '') void store.load(key);
  }, [store, key]);

  const home = <Link to="/index">{t.home}</Link>;
  let body: ReactNode;
  if (key === '') body = <p role="alert" className="authority-grant-error">{t.missingKey}</p>;
  else if (view.loading) body = <Spin tip={t.loading} />;
  else if (view.brief === undefined) body = <><p role="alert" className="authority-grant-error">{view.loadError}</p>{home}</>;
  else {
    const { brief } = view;
    body = (
      <>
        <p>{t.asking(user?.nickName ?? user?.userName ?? '')}</p>
        <Asker brief={brief} />
        {brief.state === 'granted' ? <p role="status">{t.granted}</p> : null}
        {brief.state === 'cancelled' ? <p role="status">{t.cancelled}</p> : null}
        {view.actionError === undefined ? null : <p role="alert" className="authority-grant-error">{view.actionError}</p>}
        {brief.state === 'scanned' ? (
          <div className="authority-grant-actions">
            <Button theme="solid" loading={view.busy} disabled={view.busy} onClick={() => void store.grant()}>{t.grant}</Button>
            <Button disabled={view.busy} onClick={() => void store.cancel()}>{t.cancel}</Button>
          </div>
        ) : home}
      </>
    );
  }
  return (
    <section className="authority-grant" aria-labelledby="authority-grant-title">
      <h1 id="authority-grant-title">{t.title}</h1>
      {body}
    </section>
  );
}
