// The site part of `npm run build` and `npm start`: both build through ensureSite (site/build-site.ts), into the
// folder of the current data version and this PUBLIC_BASE_URL under SITE_OUT_DIR.
import { ensureSite } from '../site/build-site.ts';

/** Builds the current version's site for this base URL; unless forced, only when it is missing. */
export async function buildSite(options: { force: boolean }): Promise<void> {
  const built = await ensureSite({ force: options.force });
  if (!built.built) return;
  process.stdout.write(
    `site: ${built.pages} pages and their markdown twins from data ${built.data_version} ` +
      `for ${built.base_url} in ${(built.ms / 1000).toFixed(1)} s\n`,
  );
}
