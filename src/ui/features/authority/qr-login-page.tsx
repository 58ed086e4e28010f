import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { QrLoginStore, type QrLoginView } from '../../../app/authority/qr-login.store';
import { authorityLinkOf } from '../../../domain/authority/authority-keys';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { qrLoginTexts as t } from './authority-texts';
import { QrCodeImage } from './qr-code-image';
import './qr-login-page.css';

/** What covers the code once it no longer waits for a scan. */
function Overlay({ view, onRefresh }: { view: QrLoginView; onRefresh: () => void }): ReactNode {
  if (view.phase === 'scanned') return <div className="qr-login-overlay">{t.scanned}</div>;
  if (view.phase === 'signing-in' || view.phase === 'signed-in') return <div className="qr-login-overlay"><Spin />{t.signingIn}</div>;
  const ended = view.phase === 'cancelled' ? t.cancelled : view.phase === 'expired' ? t.expired : view.error;
  return (
    <div className="qr-login-overlay">
      <span className="qr-login-ended">{ended}</span>
      <Button theme="solid" onClick={onRefresh}>{t.refresh}</Button>
    </div>
  );
}

/** /qrcode (SPEC section 2, no token needed): a one-time key as a QR code, signing in once another device grants it. */
export default function QrLoginPage(): ReactNode {
  const store = useService(QrLoginStore);
  const view = useStore(store);
  const navigate = useNavigate();
  const refresh = (): void => void store.start();

  useEffect(() => {
    void store.start();
    return () => store.stop();
  }, [store]);

  useEffect(() => {
    if (view.phase === 'signed-in') navigate('/index', { replace: true });
  }, [view.phase, navigate]);

  const link = view.key === undefined ? undefined : authorityLinkOf(window.location.origin, view.key);
  const waiting = view.phase === 'waiting';
  return (
    <main className="qr-login" data-phase={view.phase}>
      <h1>{t.title}</h1>
      <p>{t.hint}</p>
      {view.phase === 'loading' ? (
        <Spin tip={t.loading} />
      ) : (
        <div className="qr-login-code" data-dimmed={!waiting} data-authority-link={link}>
          {link === undefined ? null : <QrCodeImage text={link} alt={t.codeAlt} />}
          {waiting ? null : <Overlay view={view} onRefresh={refresh} />}
        </div>
      )}
      <p role="status">{waiting ? t.countdown(view.expiresIn) : view.phase === 'cancelled' ? t.cancelledDetail : ''}</p>
      {waiting && link !== undefined ? (
        <p className="qr-login-link">
          {t.linkHint}
          <br />
          <a href={link}>{link}</a>
        </p>
      ) : null}
      <Link to="/login">{t.passwordLogin}</Link>
    </main>
  );
}
