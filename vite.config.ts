import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// Plugins for the dev server (the sign-in API is mounted by its own plugin, added by the server work).
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
})
