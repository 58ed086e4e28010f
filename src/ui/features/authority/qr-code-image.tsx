import { toDataURL } from 'qrcode';
import { useEffect, useState, type ReactNode } from 'react';

const SIZE = 220;

/**
 * The link drawn as a QR code by the qrcode library into a data: image (the CSP allows data:
 * images). Should drawing fail, the page's text link under the code still carries the key.
 */
export function QrCodeImage({ text, alt }: { text: string; alt: string }): ReactNode {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    toDataURL(text, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }).then(
      (url) => {
        if (current) setDrawn({ text, url });
      },
      () => {
        if (current) setDrawn(undefined);
      },
    );
    return () => {
      current = false;
    };
  }, [text]);
  return drawn?.text === text ? <img src={drawn.url} alt={alt} width={SIZE} height={SIZE} /> : null;
}
