// Each integration suite starts from the business settings first run leaves (src/first-run-settings.ts says why).
/* global beforeAll */
const { forgetSavedSettings } = require('../src/first-run-settings');

beforeAll(forgetSavedSettings);
