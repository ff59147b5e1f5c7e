import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: '..', outputDir: '/tmp/dbg/results', timeout: 60000, expect: { timeout: 8000 }, reporter: [['list']], use: { actionTimeout: 8000, baseURL: 'http://127.0.0.1:8091', launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] } } });
