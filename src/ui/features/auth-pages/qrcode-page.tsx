import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CenteredMessage } from '../../kit/centered-message';

/** /qrcode is reachable without a token (SPEC section 2); scanning needs the mobile app, which this deployment lacks. */
export default function QrcodePage(): ReactNode {
  return (
    <CenteredMessage
      title="扫码登录"
      detail="扫码登录需配合移动端政务应用使用，当前部署未启用。请使用账号、密码和验证码登录。"
      action={<Link to="/login">前往账号登录</Link>}
    />
  );
}
