// Global style sheets and font faces have no effect in jsdom.
module.exports = {};
