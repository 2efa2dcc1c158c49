// UI tests wait for code that loads on demand (a modal, a page, the chain library for a checksum), imported afresh in
// each test file. On a busy machine that can take longer than Testing Library's 1 s default for findBy/waitFor, and a
// wait that ends early fails a test that would pass. A wait still ends as soon as what it waits for is there.
// Only a test file with a DOM (jsdom) uses Testing Library; the others do not pay for importing it.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom')
  configure({ asyncUtilTimeout: 5000 })
}
export {}
