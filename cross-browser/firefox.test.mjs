// The cross-browser smoke in Firefox: `node --test cross-browser/firefox.test.mjs` (needs dist/).
import { launchFirefox } from './firefox.mjs';
import { crossBrowserSmoke } from './smoke.mjs';

crossBrowserSmoke('Firefox', launchFirefox);
