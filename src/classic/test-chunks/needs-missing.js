// A test chunk (chunk-loader.test.ts): depends on a file that is not there.
__ebWidgetsTestDefine(['exports', './not-built.js'], function (exports) {
  exports.value = 'never';
});
