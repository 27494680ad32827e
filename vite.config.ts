import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Vendor groups kept apart so an app change does not invalidate the big, rarely changing libraries. */
const VENDOR_GROUPS = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-refine', test: /node_modules[\\/]@refinedev[\\/]/, priority: 20 },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 10 },
];

export default defineConfig({
  root: '.',
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
