// A test chunk (chunk-loader.test.ts): runs after its dependency, and names files beside itself.
__ebWidgetsTestDefine(['module', 'require', 'exports', './counted.js'], function (module, require, exports, counted) {
  exports.value = 'with ' + counted.value;
  exports.uri = module.uri;
  exports.catalog = require.toUrl('../locales/fr_FR.json');
});
