// The site as the API may use it: the one layout and the stylesheet it links, for the pages the server renders
// per request (/vehicle/<plate>, /search). The API imports nothing else from site/ (scripts/lint.ts checks).
export { layoutParts } from './src/html/layout-parts.ts';
export { pageDocument } from './src/html/page-document.ts';
export { siteStylesheet } from './publish/stylesheet.ts';
