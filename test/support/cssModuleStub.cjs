// CSS Modules in Jest: every class name reads as itself (styles.card === 'card').
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      if (key === '__esModule') return false;
      if (key === 'default') return module.exports;
      return typeof key === 'string' ? key : undefined;
    },
  },
);
