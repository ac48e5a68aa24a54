// `npm run build`: publish the data (pipeline), then build the site from it.
import { runNpmScript } from './run-step.ts';
import { buildSite } from './site-build.ts';

await runNpmScript('pipeline');
await buildSite();
