import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// FERRY_BASE: where the app is served from (the test serves it under a path).
export default defineConfig({ plugins: [react()], base: process.env.FERRY_BASE ?? '/' })
