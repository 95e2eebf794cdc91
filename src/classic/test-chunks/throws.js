// A test chunk (chunk-loader.test.ts): its code fails as it runs.
__ebWidgetsTestDefine(['exports'], function () {
  throw new Error('broken chunk');
});
