import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import SignaturePad from 'signature_pad';

export interface SignaturePadControls {
  readonly canvasRef: RefObject<HTMLCanvasElement | null>;
  /** How many strokes are on the pad. */
  readonly strokes: number;
  readonly undo: () => void;
  readonly clear: () => void;
  /** The drawing as a PNG, or undefined when nothing is drawn. */
  readonly toPng: () => Promise<Blob | undefined>;
}

/** signature_pad on a canvas, sized to its box at the device's pixel ratio so strokes stay sharp. */
export function useSignaturePad(): SignaturePadControls {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | undefined>(undefined);
  const [strokes, setStrokes] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas === null) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#1a1a1a' });
    const counted = (): void => setStrokes(pad.toData().length);
    pad.addEventListener('endStroke', counted);
    padRef.current = pad;
    return () => {
      pad.removeEventListener('endStroke', counted);
      pad.off();
      padRef.current = undefined;
    };
  }, []);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (pad === undefined) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setStrokes(data.length);
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setStrokes(0);
  }, []);

  const toPng = useCallback(async (): Promise<Blob | undefined> => {
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (pad === undefined || canvas === null || pad.isEmpty()) return undefined;
    // toBlob, not fetch() of toDataURL(): the CSP's connect-src allows no data: URLs.
    return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/png'));
  }, []);

  return { canvasRef, strokes, undo, clear, toPng };
}
