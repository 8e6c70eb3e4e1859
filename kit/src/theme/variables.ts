// The config's theme variables as the kit's CSS variables; the mapping lives in the schema package so
// the CLI writes the same variables into the app's static stylesheet.
export { themeStyle } from '@wallet-modal/schema/themeVariables';
