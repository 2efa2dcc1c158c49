// Kept for the page's lifetime, so that the memory cache keeps what was decoded (a few small data: URLs).
const decoded = new Map<string, HTMLImageElement>()

/**
 * Decodes images ahead of the view that shows them. Chromium builds a document of its own for each SVG an <img>
 * draws, on the main thread, once the image's data is in, which is not free. Done ahead (when the page is idle), an
 * <img> with the same URL later gets the decoded image from the memory cache: complete in the view's first frame,
 * with none of that work just after the view opens, while the visitor aims at it.
 * Only data: URLs: nothing is fetched from elsewhere before the visitor acts. Each URL once; a failure is ignored
 * (the view's own <img> shows what it can).
 */
export function decodeImages(urls: Iterable<string>): void {
  for (const url of urls) {
    if (decoded.has(url) || !/^data:image\//i.test(url)) continue
    const image = new Image()
    image.src = url
    decoded.set(url, image)
    // Setting `src` starts the load; decode() also has it rasterised. Absent in older engines (and jsdom).
    if (typeof image.decode === 'function') image.decode().catch(() => undefined)
  }
}
