// `npm run build`: publish the data (pipeline), then build the site from it.
import { DataStore } from '../lib/data/data-store.ts';
import { runNpmScript } from './run-step.ts';
import { buildSite } from './site-build.ts';

function currentVersion(): string | null {
  try {
    return DataStore.openCurrent().version;
  } catch {
    return null;
  }
}

const before = currentVersion();
await runNpmScript('pipeline');
// A version the pipeline just published can only have a site a running server built from this same code in the
// meantime, which is kept; the same version again (unchanged inputs) is rebuilt, since the site's code may have
// changed.
await buildSite({ force: currentVersion() === before });
