import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Banner from '@douyinfe/semi-ui-19/lib/es/banner';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import type { Polygon } from '../../../domain/filing/filing-types';
import { formatHectares, ringErrors, type BoundaryParse } from '../../../domain/filing/boundary-text';
import type { MapMode } from './map-canvas';
import { CoordinatesEditor } from './coordinates-editor';
import { GeoJsonImport } from './geojson-import';
import './boundary-map.css';

// OpenLayers and its CSS are fetched only when a boundary map is first shown.
const MapCanvas = lazy(() => import('./map-canvas'));

export interface BoundaryMapProps {
  /** The filing's boundary; undefined or [] means none yet. */
  readonly value: Polygon | undefined;
  /** Called with a valid closed ring, or [] when the boundary is cleared. Absent means read-only. */
  readonly onChange?: (next: Polygon) => void;
  readonly readOnly?: boolean;
  /** Map height in pixels. */
  readonly height?: number;
}

const EMPTY: Polygon = [];

const MODE_HINTS: Readonly<Record<MapMode, string>> = {
  view: '拖动地图平移，滚轮或 +/− 缩放。',
  draw: '在地图上单击添加拐点，双击完成绘制；Esc取消。新绘制的范围将替换现有范围。',
  modify: '拖动拐点调整范围；在边上拖动可新增拐点，按住Alt单击拐点可删除。',
};

/** Keeps the coordinates editor usable when the map chunk cannot be loaded (offline after an update). */
class MapFailure extends Component<{ readonly children: ReactNode; readonly height: number }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.error('地图加载失败', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="boundary-map__placeholder" style={{ height: this.props.height }} role="alert">
        地图未能加载，仍可在坐标框中输入或导入用地范围。
      </div>
    );
  }
}

/**
 * A filing's 用地范围: an OpenLayers map (drawn, reshaped), the same ring as editable "lng,lat"
 * lines, a GeoJSON import and the measured area. Every way in is checked by the domain's
 * polygon rules before it reaches onChange.
 */
export function BoundaryMap({ value, onChange, readOnly = false, height = 360 }: BoundaryMapProps): ReactNode {
  const ring = value ?? EMPTY;
  const editable = !readOnly && onChange !== undefined;
  const [mode, setMode] = useState<MapMode>('view');
  const [notice, setNotice] = useState<{ readonly title: string; readonly errors: readonly string[] } | undefined>(undefined);
  const hasRing = ring.length > 0;
  // Reshaping needs a ring; cleared by any route (the text emptied too), the map just shows.
  const shownMode = editable && (mode !== 'modify' || hasRing) ? mode : 'view';

  const change = (next: Polygon): void => {
    setNotice(undefined);
    onChange?.(next);
  };

  const edit = (next: Polygon, how: 'draw' | 'modify'): boolean => {
    const errors = ringErrors(next);
    if (errors.length > 0) {
      setNotice({ title: how === 'draw' ? '绘制的范围无效，未采用' : '调整后的范围无效，已恢复', errors });
      return false;
    }
    change(next);
    if (how === 'draw') setMode('modify');
    return true;
  };

  const imported = (result: BoundaryParse): void => {
    if (!result.ok) {
      setNotice({ title: 'GeoJSON导入失败', errors: result.errors });
      return;
    }
    setMode('view');
    change(result.ring);
  };

  const modeButton = (target: MapMode, label: string): ReactNode => (
    <Button theme={shownMode === target ? 'solid' : 'light'} type="primary" aria-pressed={shownMode === target} onClick={() => setMode(target)}>
      {label}
    </Button>
  );

  return (
    <div className="boundary-map">
      {editable && (
        <div className="boundary-map__toolbar" role="toolbar" aria-label="用地范围工具">
          {modeButton('view', '浏览')}
          {modeButton('draw', '绘制')}
          {hasRing && modeButton('modify', '编辑拐点')}
          <GeoJsonImport onResult={imported} />
          <Button
            type="danger"
            disabled={!hasRing}
            onClick={() => {
              setMode('view');
              change(EMPTY);
            }}
          >
            清除
          </Button>
        </div>
      )}
      {editable && <div className="boundary-map__hint">{MODE_HINTS[shownMode]}</div>}
      {notice !== undefined && (
        <Banner
          type="danger"
          fullMode={false}
          bordered
          title={notice.title}
          description={
            <ul className="boundary-map__errors">
              {notice.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
          onClose={() => setNotice(undefined)}
        />
      )}
      <div className="boundary-map__body">
        <div className="boundary-map__map">
          <MapFailure height={height}>
            <Suspense
              fallback={
                <div role="status" className="boundary-map__placeholder" style={{ height }}>
                  <Spin /> 正在加载地图…
                </div>
              }
            >
              <MapCanvas ring={ring} mode={shownMode} height={height} onEdit={edit} />
            </Suspense>
          </MapFailure>
        </div>
        <CoordinatesEditor ring={ring} onChange={editable ? change : undefined} readOnly={!editable} rows={Math.max(6, Math.floor((height - 40) / 22))} />
      </div>
      <div className="boundary-map__summary" aria-live="polite">
        {hasRing ? (
          <>
            测算面积 <strong>{formatHectares(ring)}</strong> 公顷 · {ring.length - 1} 个拐点
          </>
        ) : (
          '尚未设置用地范围'
        )}
      </div>
    </div>
  );
}
