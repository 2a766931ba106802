import { common } from './common';
import { landing } from './landing';

/** What the pages without react-admin show (landing, not found, top-bar switches): one small chunk per language. */
export const lite = { ...common, ...landing };
