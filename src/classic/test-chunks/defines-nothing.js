// A test chunk (chunk-loader.test.ts): a script that is not a module of the build.
window.definesNothingRan = true;
