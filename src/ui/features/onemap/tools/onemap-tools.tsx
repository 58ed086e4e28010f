import type { ReactNode } from 'react';
import type OlMap from 'ol/Map';
import type { OnemapParcel } from '../../../../domain/onemap/onemap-types';
import type { OutlineCollection } from '../onemap-outlines';
import { onemapTexts as t } from '../onemap-texts';

export interface OnemapToolsProps {
  /** The map once it is drawn; undefined while it loads. */
  readonly map: OlMap | undefined;
  readonly parcels: readonly OnemapParcel[];
  readonly outlines: OutlineCollection;
}

/** The map's tools (choropleth, measure, PNG export) sit in this toolbar. */
export function OnemapTools(_props: OnemapToolsProps): ReactNode {
  return <div className="onemap-tools" role="toolbar" aria-label={t.toolbar} />;
}
