import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { isEngine } from './bench/engines.ts';
import { shellChunk } from './bench/shell-chunk.ts';

const mockServer = process.env.MOCK_URL ?? 'http://localhost:8081';

/**
 * pdf.js for offline use (DESIGN.md section 4): its character maps, standard fonts and wasm
 * decoders are copied into the build under pdfjs/ (and served from node_modules in dev). The
 * worker is imported with ?url by src/ui/kit/pdf-viewer/pdf-engine.ts, so Vite emits it as an asset.
 */
function pdfjsAssets(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folders = ['cmaps', 'standard_fonts', 'wasm'];
  const types: Readonly<Record<string, string>> = { '.wasm': 'application/wasm', '.js': 'text/javascript', '.ttf': 'font/ttf', '.pfb': 'application/x-font-type1' };
  const filesOf = (folder: string): string[] => readdirSync(path.join(root, folder)).filter((name) => statSync(path.join(root, folder, name)).isFile());
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const match = /^\/([a-z_]+)\/([\w.-]+)$/.exec((req.url ?? '').split('?')[0] ?? '');
        const file = match !== null && folders.includes(match[1] ?? '') ? path.join(root, match[1] ?? '', match[2] ?? '') : undefined;
        if (file === undefined || !existsSync(file)) return next();
        res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const folder of folders) {
        for (const name of filesOf(folder)) this.emitFile({ type: 'asset', fileName: `pdfjs/${folder}/${name}`, source: readFileSync(path.join(root, folder, name)) });
      }
    },
  };
}

/** ECharts and its renderer zrender: a drawing engine, loaded only by charts and exempt from the route budget. */
const CHART_ENGINE = /node_modules[\\/](echarts|zrender|tslib)[\\/]/;

/** OpenLayers and the small libraries it draws with: the map engine, exempt from the route budget too. */
const MAP_ENGINE = /node_modules[\\/](ol|rbush|quickselect|earcut|color-[a-z]+)[\\/]/;

/**
 * Shared chunks are named after one of their modules (installSVGRenderer, Vector, Draw…), so a
 * chunk made of one engine alone gets its prefix (echarts-, ol-): `npm run bench` then counts it
 * with the engines, however the bundler splits the engine between the routes that share it.
 */
const chunkFileName = (chunk: { readonly moduleIds: readonly string[] }): string => {
  const only = (engine: RegExp): boolean => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => engine.test(id));
  if (only(CHART_ENGINE)) return 'assets/echarts-[name]-[hash].js';
  if (only(MAP_ENGINE)) return 'assets/ol-[name]-[hash].js';
  // Every chunk's name is repeated in the import maps the shell carries; only the chunks `npm run bench`
  // must tell apart as engines keep theirs.
  return chunk.moduleIds.some((id) => isEngine(id.replaceAll('\\', '/'))) ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
};

/** What every signed-in page runs: the app (router, container, stores), the layout and the session's dialogs. */
const shell = shellChunk(['src/composition/app.tsx', 'src/ui/shell/shell-layout.tsx', 'src/ui/features/account/session-dialogs.tsx']);

/**
 * Two chunks whatever the pages: the login page's modules (rolldown's $initial, what index.html
 * imports statically) in the entry chunk, and the shell's in one chunk of its own (bench/shell-chunk.ts).
 * Automatic chunking alone put each module in the chunk of the exact set of pages using it, so
 * every new page split these further (the demo's sixteen took the shell from 100 to 111 files).
 */
const codeSplitting = { groups: [{ name: 'login', tags: ['$initial' as const], priority: 2 }, { ...shell.group, priority: 1 }] };

export default defineConfig({
  plugins: [react(), pdfjsAssets(), shell.plugin],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: mockServer, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { chunkFileNames: chunkFileName, codeSplitting } },
  },
});
