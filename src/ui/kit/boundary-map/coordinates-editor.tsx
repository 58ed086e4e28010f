import { useId, useState, type ReactNode } from 'react';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import type { Polygon } from '../../../domain/filing/filing-types';
import { formatBoundary, parseBoundary } from '../../../domain/filing/boundary-text';

interface CoordinatesEditorProps {
  readonly ring: Polygon;
  /** A valid typed ring, or [] when the text is emptied. */
  readonly onChange?: (ring: Polygon) => void;
  readonly readOnly: boolean;
  readonly rows: number;
}

const sameRing = (a: Polygon, b: Polygon): boolean => a.length === b.length && a.every((p, i) => p[0] === b[i]?.[0] && p[1] === b[i]?.[1]);

/**
 * The boundary as "lng,lat" lines. Valid text is applied as it is typed, so the map follows;
 * a ring coming from elsewhere (drawn, imported) replaces the text unless the text already says
 * the same thing, which keeps the user's own spacing while they type.
 */
export function CoordinatesEditor({ ring, onChange, readOnly, rows }: CoordinatesEditorProps): ReactNode {
  const id = useId();
  const [text, setText] = useState(() => formatBoundary(ring));
  const [syncedRing, setSyncedRing] = useState(ring);
  // Problems show once the user leaves the field, not at every half-typed line.
  const [touched, setTouched] = useState(false);

  if (ring !== syncedRing) {
    setSyncedRing(ring);
    const typed = parseBoundary(text);
    const sameAsTyped = typed.ok ? sameRing(typed.ring, ring) : ring.length === 0 && text.trim() === '';
    if (!sameAsTyped) {
      setText(formatBoundary(ring));
      setTouched(false);
    }
  }

  const change = (next: string): void => {
    setText(next);
    if (next.trim() === '') {
      if (ring.length > 0) onChange?.([]);
      return;
    }
    const parsed = parseBoundary(next);
    if (parsed.ok && !sameRing(parsed.ring, ring)) onChange?.(parsed.ring);
  };

  const parsed = text.trim() === '' ? undefined : parseBoundary(text);
  const errors = touched && parsed !== undefined && !parsed.ok ? parsed.errors : [];

  return (
    <div className="boundary-map__editor">
      <label className="boundary-map__label" htmlFor={id}>
        坐标（每行一个“经度,纬度”，首尾相同）
      </label>
      <TextArea
        id={id}
        value={text}
        rows={rows}
        readonly={readOnly}
        validateStatus={errors.length > 0 ? 'error' : 'default'}
        placeholder={readOnly ? '尚未设置用地范围' : '例如：\n115.892100,28.676500\n115.901200,28.676500\n115.901200,28.684300\n115.892100,28.676500'}
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? `${id}-errors` : undefined}
        spellCheck={false}
        onChange={change}
        onBlur={() => setTouched(true)}
      />
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="boundary-map__errors" role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
          <li className="boundary-map__errors-note">地图和面积仍为上一次有效的范围</li>
        </ul>
      )}
    </div>
  );
}
