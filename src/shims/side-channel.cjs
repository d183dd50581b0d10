// What `require('side-channel')` returns in the browser build (vite.config.ts): the package exports
// its function as the module itself, and qs, its user, requires it so; the bundler hands a require of
// an ES module its namespace, hence this CommonJS step.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('./sideChannel.ts').getSideChannel;
