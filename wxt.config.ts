import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { defineConfig } from 'wxt';

// The production manifest stays minimal: activeTab + scripting capture the page the user
// is looking at; endpoints the user configures are asked for at runtime as optional host
// permissions. The e2e build alone may reach the fixture site on 127.0.0.1, because tests
// cannot click the toolbar button that grants activeTab.
const SITE_OPTIONS = ['cookies', 'declarativeNetRequestWithHostAccess'];
// `tabs` (addresses of every tab) is asked for when the user pairs an AI app, so a consent
// question can name the site an app wants and list_tabs can list it (docs/security.md).
const OPTIONAL = [...SITE_OPTIONS, 'tabs'];

export default defineConfig({
  // QUARRY_OUT_DIR lets parallel work build into separate folders; CI uses the default.
  ...(process.env.QUARRY_OUT_DIR ? { outDir: process.env.QUARRY_OUT_DIR } : {}),
  modules: ['@wxt-dev/module-react'],
  // `npm run dev` opens a browser with Quarry loaded: Debian's Chromium when it is there
  // (root needs --no-sandbox). On a machine with no display it only builds and watches
  // .output/chrome-mv3-dev, to load unpacked, instead of failing to start a window.
  webExt: {
    disabled: process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY,
    ...(existsSync('/usr/bin/chromium') ? { binaries: { chrome: '/usr/bin/chromium' } } : {}),
    chromiumArgs: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
  },
  // linkedom's CSS parser (used only for <style>.sheet, which Quarry never reads) calls eval().
  vite: () => ({
    resolve: { alias: { '@acemir/cssom': fileURLToPath(new URL('./lib/vendor-stubs/cssom.ts', import.meta.url)) } },
    // zod's sources carry /* @__PURE__ */ comments Rollup cannot place; it drops them and
    // says so once per comment per bundle. Harmless, but it reads like a broken build.
    build: {
      rollupOptions: {
        onwarn(warning, warn) {
          if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
          warn(warning);
        },
      },
    },
  }),
  manifest: ({ mode }) => ({
    name: 'Quarry',
    description: 'Pull clean, structured JSON out of the page you are looking at.',
    // Headers and cookies for another website_url are asked for at runtime (optional); the
    // e2e build has them granted, as tests cannot click Chrome's permission prompt.
    // offscreen: a hidden page whose DOM parses pasted HTML with Chrome's own parser (no warning).
    // alarms: a stopped worker wakes once a minute to dial paired AI apps (no warning shown).
    permissions: ['activeTab', 'scripting', 'storage', 'offscreen', 'alarms', ...(mode === 'e2e' ? OPTIONAL : [])],
    ...(mode === 'e2e' ? {} : { optional_permissions: OPTIONAL }),
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Quarry' },
    // Opens the popup from the keyboard (users can change it at chrome://extensions/shortcuts).
    // sidePanel and side_panel.default_path come from the entrypoints/sidepanel entrypoint.
    commands: {
      _execute_action: { suggested_key: { default: 'Alt+Shift+Q' }, description: 'Open Quarry' },
    },
    ...(mode === 'e2e' ? { host_permissions: ['http://127.0.0.1/*'] } : {}),
  }),
});
