// Which build modules are engines, shared by the budgets and by vite.config.ts's chunk names.
/**
 * The engines (DESIGN section 5), loaded only by the screens that use them and exempt from the route
 * budget: the drawing engines, the 工作台's statistics chart (echarts in its own chunk) and the
 * notice editor's rich-text engine (TipTap and ProseMirror).
 */
const ENGINES: readonly RegExp[] = [/pdf-viewer/, /pdfjs-dist/, /boundary-map\/map-canvas/, /features\/onemap\/map\//, /node_modules\/ol\//, /^_ol-/, /jiangxi-outlines/, /bpmn/, /echarts/, /features\/home\/charts\//, /features\/notice\/notice-rich-text/, /features\/statistics\/charts\/(stat-chart|division-map-chart)\./, /src\/geo\//];
export const isEngine = (key: string): boolean => ENGINES.some((engine) => engine.test(key));
