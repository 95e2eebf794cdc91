// A test chunk (chunk-loader.test.ts): counts how often it runs.
__ebWidgetsTestDefine(['exports'], function (exports) {
  window.chunkRuns = window.chunkRuns || {};
  window.chunkRuns.counted = (window.chunkRuns.counted || 0) + 1;
  exports.value = 'counted';
});
