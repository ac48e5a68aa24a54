// `npm run build`: publish the data (pipeline), then build the site from it (again, even if one exists for the
// version: the site's own code may have changed).
import { runNpmScript } from './run-step.ts';
import { buildSite } from './site-build.ts';

await runNpmScript('pipeline');
await buildSite({ force: true });
