import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rootDir = import.meta.dirname;
// `npm run dev` runs the API on :5000; VITE_API_TARGET points the dev server at another one.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:5000';

export default defineConfig({
  // `npm start` builds quietly (BUILD_LOG=quiet): its chunk list only when asked for (npm start -- --build-log).
  logLevel: process.env.BUILD_LOG === 'quiet' ? 'warn' : 'info',
  root: path.resolve(rootDir, 'src/web'),
  // .env files live at the repository root, not in src/web.
  envDir: rootDir,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': path.resolve(rootDir, 'src/shared'),
      '@web': path.resolve(rootDir, 'src/web'),
    },
  },
  build: {
    outDir: path.resolve(rootDir, 'dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The password rule's dictionaries (decision 0027) come in two chunks of their own, each under the
          // 500 kB warning and fetched in parallel, only by the screens that set a password.
          groups: [
            { name: 'password-words-common', test: /[\\/]@zxcvbn-ts[\\/]language-common[\\/]/ },
            { name: 'password-words-nl', test: /[\\/]@zxcvbn-ts[\\/]language-nl-be[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      '/healthz': { target: apiTarget },
      '/test-checkout': { target: apiTarget },
    },
  },
  preview: { port: 4173 },
});
