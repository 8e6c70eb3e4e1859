// Versions a scaffolded app starts with: the ones this repo builds and tests with (Node 20 compatible).

export const APP_VERSIONS = {
  next: '~16.4.6',
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  '@types/node': '^20.19.9',
  '@types/react': '^19.3.0',
  '@types/react-dom': '^19.3.0',
  '@vitejs/plugin-react': '^6.3.0',
  typescript: '~5.9.3',
  vite: '^8.3.8',
} as const;

/** The range written for our packages once they are published. */
export const PUBLISHED_RANGE = '^0.1.0';
