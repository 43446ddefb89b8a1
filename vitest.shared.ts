import { fileURLToPath } from 'node:url';

/**
 * Test settings every package shares. The time limit only catches a hang: a rendered page test takes
 * 1-3 s alone and a backend test with a seeded database a few seconds, both well past vitest's
 * default 5 s on two busy cores; it is no measure of speed.
 */
export const unitTests = { testTimeout: 30_000 } as const;

/**
 * Packages whose tests render React. Each test file starts from a fresh module graph, and antd,
 * its icons and React imported as hundreds of files each time were most of a file's time: they
 * are bundled once into one file each (vitest's dependency optimizer), every module that imports
 * React among them, so that there is one React (unit tests of the seven rendering packages
 * 154 -> 121 s). @ant-design/icons is taken from its ESM build: its Node entry re-exports CommonJS,
 * whose names a bundle cannot see. A test's own import of a package not listed here is another
 * instance than vitest's environment's (happy-dom's symbols, for instance).
 */
export const domTests = {
  ...unitTests,
  environment: 'happy-dom',
  setupFiles: [fileURLToPath(new URL('./vitest.dom-setup.ts', import.meta.url))],
  alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es/index' }],
  deps: {
    optimizer: {
      client: {
        enabled: true,
        include: [
          'antd',
          'antd/es/form',
          'antd/es/modal/confirm',
          'antd/es/table',
          'antd/locale/zh_CN',
          '@ant-design/icons/es/index',
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          'react-router-dom',
          'react-error-boundary',
          'qrcode.react',
          '@testing-library/react',
          'jotai',
          'dayjs',
          'axios',
        ],
      },
    },
  },
} as const;
