/** Jiangxi's city and county outlines (src/geo/jiangxi-outlines.json) as the map and its tools read them. */
export interface OutlineFeature {
  readonly type: 'Feature';
  readonly properties: { readonly code: string; readonly name: string; readonly cityCode?: string };
  readonly geometry: { readonly type: 'MultiPolygon'; readonly coordinates: readonly (readonly (readonly (readonly number[])[])[])[] };
}

export interface OutlineCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly OutlineFeature[];
}

/** Fetched with the map only: the outlines weigh about 110 KB and no other page of the client draws them. */
export const loadOutlines = (): Promise<OutlineCollection> => import('../../../geo/jiangxi-outlines.json').then((m) => m.default as unknown as OutlineCollection);
