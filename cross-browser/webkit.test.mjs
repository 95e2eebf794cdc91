// The cross-browser smoke in WebKit: `node --test cross-browser/webkit.test.mjs` (needs dist/).
import { launchWebKit } from './webkit.mjs';
import { crossBrowserSmoke } from './smoke.mjs';

crossBrowserSmoke('WebKit', launchWebKit);
