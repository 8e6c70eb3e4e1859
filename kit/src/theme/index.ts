// The theme: the public variable contract and the two built-in themes.
import './themes.css.js';
export { vars } from './contract.css.js';
