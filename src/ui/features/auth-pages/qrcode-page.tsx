import { featureView } from '../../router/feature-view';

/** /qrcode is reachable without a token (SPEC section 2): QR sign-in's page, with its stores and port bound first. */
export default featureView(['authority'], () => import('../authority/qr-login-page'));
