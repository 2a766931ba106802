/* global module */
// node-polyglot's `hasown`: Object.hasOwn, without the polyfill's dependencies
module.exports = Object.hasOwn;
