/* global module */
// node-polyglot's `object.entries` polyfill (with get-intrinsic and es-abstract behind it): every browser has it
module.exports = Object.entries;
