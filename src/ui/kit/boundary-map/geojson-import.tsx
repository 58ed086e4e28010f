import { useRef, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import type { BoundaryParse } from '../../../domain/filing/boundary-text';
import { parseGeoJsonBoundary } from '../../../domain/filing/boundary-text';

/** A boundary file is a few kilobytes; anything this large is the wrong file. */
const GEOJSON_MAX_BYTES = 5 * 1024 * 1024;

/** Reads and checks a chosen GeoJSON file; the errors are the user's, in Chinese. */
async function readGeoJsonFile(file: File): Promise<BoundaryParse> {
  if (!/\.(geo)?json$/i.test(file.name)) return { ok: false, errors: [`“${file.name}”不是GeoJSON文件（应为 .geojson 或 .json）`] };
  if (file.size > GEOJSON_MAX_BYTES) return { ok: false, errors: ['文件超过5MB，不是用地范围文件'] };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, errors: [`无法读取文件“${file.name}”`] };
  }
  return parseGeoJsonBoundary(text);
}

interface GeoJsonImportProps {
  readonly onResult: (result: BoundaryParse) => void;
  readonly disabled?: boolean;
}

/** A button that opens a .geojson/.json file and hands over its first polygon, checked. */
export function GeoJsonImport({ onResult, disabled }: GeoJsonImportProps): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button disabled={disabled} onClick={() => input.current?.click()}>
        导入GeoJSON
      </Button>
      <input
        ref={input}
        type="file"
        accept=".geojson,.json,application/geo+json,application/json"
        className="boundary-map__file"
        aria-label="选择GeoJSON文件"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) fires again.
          event.target.value = '';
          if (file !== undefined) void readGeoJsonFile(file).then(onResult);
        }}
      />
    </>
  );
}
