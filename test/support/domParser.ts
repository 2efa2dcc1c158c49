// A DOMParser of jsdom's own, for tests that read markup back without installing a page: the domain's tests share
// one module cache (vitest's isolate: false), so a global page that one file installs and tears down
// (installJsdom.ts) would be gone before another file runs. jsdom ships no types; this is the part used here.
const jsdom: string = 'jsdom'
const { JSDOM } = (await import(jsdom)) as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } }
}

export const domParser: DOMParser = new new JSDOM().window.DOMParser()
