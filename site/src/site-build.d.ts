// The build's inputs, provided by site/site-build-module.ts.
declare module 'virtual:site-build' {
  const info: import('../site-build-module.ts').SiteBuildInfo;
  export default info;
}
