import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const mockServer = process.env.MOCK_URL ?? 'http://localhost:8081';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: mockServer, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
