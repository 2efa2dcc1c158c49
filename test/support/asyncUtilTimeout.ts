import { configure } from '@testing-library/dom'

// UI tests wait for code that loads on demand (a modal, a page, the chain library for a checksum), imported afresh in
// each test file. On a busy machine that can take longer than Testing Library's 1 s default for findBy/waitFor, and a
// wait that ends early fails a test that would pass. A wait still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 })
