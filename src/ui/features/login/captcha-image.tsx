import { useEffect, useState, type ReactNode } from 'react';
import { loginTexts } from './login-texts';

/** Fetches one captcha image; a new function is a new draw. */
export type CaptchaDraw = (signal: AbortSignal) => Promise<Blob>;

interface Drawn {
  readonly draw: CaptchaDraw;
  readonly src?: string;
  readonly failed?: true;
}

/**
 * The image of the latest draw, as an object URL revoked once it is no longer shown. Nothing shows
 * while it is on its way: the image before no longer matches the server's captcha. A draw that is
 * replaced is cancelled, so an answer that comes late never overwrites the newer one.
 */
function useDrawnImage(draw: CaptchaDraw): { readonly src?: string; readonly failed: boolean } {
  const [drawn, setDrawn] = useState<Drawn | undefined>(undefined);
  useEffect(() => {
    const abort = new AbortController();
    let src: string | undefined;
    draw(abort.signal).then(
      (blob) => {
        if (abort.signal.aborted) return;
        src = URL.createObjectURL(blob);
        setDrawn({ draw, src });
      },
      () => {
        if (!abort.signal.aborted) setDrawn({ draw, failed: true });
      },
    );
    return () => {
      abort.abort();
      if (src !== undefined) URL.revokeObjectURL(src);
    };
  }, [draw]);
  return drawn?.draw === draw ? { src: drawn.src, failed: drawn.failed === true } : { failed: false };
}

export function CaptchaImage({ draw, onRefresh }: { draw: CaptchaDraw; onRefresh: () => void }): ReactNode {
  const { src, failed } = useDrawnImage(draw);
  return (
    <button
      type="button"
      className="login-captcha"
      onClick={onRefresh}
      title={loginTexts.captchaRefresh}
      aria-label={failed ? loginTexts.captchaFailed : loginTexts.captchaAlt}
      aria-busy={src === undefined && !failed}
    >
      {src !== undefined ? <img src={src} alt={loginTexts.captchaAlt} width={120} height={40} /> : null}
      {failed ? <span className="login-captcha-failed">{loginTexts.captchaFailedShort}</span> : null}
    </button>
  );
}
